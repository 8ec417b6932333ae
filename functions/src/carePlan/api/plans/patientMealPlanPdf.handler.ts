import { carePlanContract } from '@app/schemas/carePlan/contract';

import { recordHealthRead } from '../../../audit/data/healthReadAudit';
import { implement } from '../../../shared/route';
import { planOfPatient } from '../../data/mealPlans';
import { requirePatient } from './patient';
import { planPdfDownload } from './planPdfFile';

/** GET /api/admin/patients/{uid}/meal-plans/{planId}/plan.pdf: the doctor's copy (drafts too, to check them), recorded in the audit log. */
export const patientMealPlanPdfRoute = implement(carePlanContract.patientMealPlanPdf, async ({ caller, params }) => {
  const [patient, plan] = await Promise.all([requirePatient(params.uid), planOfPatient(params.uid, params.planId)]);
  await recordHealthRead(caller.uid, 'mealplan.pdf', params.uid);
  return planPdfDownload(plan, patient);
});
