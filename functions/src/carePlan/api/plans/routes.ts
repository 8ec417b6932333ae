import type { ApiRoute } from '../../../shared/route';
import { createMealPlanTemplateRoute } from './createMealPlanTemplate.handler';
import { createPatientMealPlanRoute } from './createPatientMealPlan.handler';
import { createPatientMeasurementRoute } from './createPatientMeasurement.handler';
import { getCurrentMealPlanRoute } from './getCurrentMealPlan.handler';
import { getIntakeRoute } from './getIntake.handler';
import { getOwnMeasurementsRoute } from './getOwnMeasurements.handler';
import { getPatientRecordRoute } from './getPatientRecord.handler';
import { listMealPlanTemplatesRoute } from './listMealPlanTemplates.handler';
import { listOwnMealPlansRoute } from './listOwnMealPlans.handler';
import { listPatientMealPlansRoute } from './listPatientMealPlans.handler';
import { listPatientMeasurementsRoute } from './listPatientMeasurements.handler';
import { mealPlanPdfRoute } from './mealPlanPdf.handler';
import { patientMealPlanPdfRoute } from './patientMealPlanPdf.handler';
import { publishPatientMealPlanRoute } from './publishPatientMealPlan.handler';
import { saveIntakeRoute } from './saveIntake.handler';
import { savePatientRecordRoute } from './savePatientRecord.handler';
import { shoppingListRoute } from './shoppingList.handler';
import { unpublishPatientMealPlanRoute } from './unpublishPatientMealPlan.handler';
import { updatePatientMealPlanRoute } from './updatePatientMealPlan.handler';

/** The care plan's routes (docs/care-plan.md), in the order Express tries them. */
export const carePlanRoutes: readonly ApiRoute[] = [
  getIntakeRoute,
  saveIntakeRoute,
  getOwnMeasurementsRoute,
  getCurrentMealPlanRoute,
  mealPlanPdfRoute,
  shoppingListRoute,
  listOwnMealPlansRoute,
  getPatientRecordRoute,
  savePatientRecordRoute,
  listPatientMeasurementsRoute,
  createPatientMeasurementRoute,
  listPatientMealPlansRoute,
  createPatientMealPlanRoute,
  updatePatientMealPlanRoute,
  publishPatientMealPlanRoute,
  unpublishPatientMealPlanRoute,
  patientMealPlanPdfRoute,
  listMealPlanTemplatesRoute,
  createMealPlanTemplateRoute,
];
