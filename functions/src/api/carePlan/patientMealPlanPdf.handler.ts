import { carePlanContract } from '@app/schemas/contracts/carePlan';

import { planOfPatient } from '../../data/mealPlans';
import { implement } from '../route';
import { requirePatient } from './patient';
import { planPdfDownload } from './planPdfFile';

/** GET /api/admin/patients/{uid}/meal-plans/{planId}/plan.pdf: the doctor's copy (drafts too, to check them). */
export const patientMealPlanPdfRoute = implement(carePlanContract.patientMealPlanPdf, async ({ params }) => {
  const [patient, plan] = await Promise.all([requirePatient(params.uid), planOfPatient(params.uid, params.planId)]);
  return planPdfDownload(plan, patient);
});
