import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { planOfPatient, updateDraft } from '../../data/mealPlans';

/** PUT /api/admin/patients/{uid}/meal-plans/{planId}: replaces a draft's content (a published plan is a 409). */
export const updatePatientMealPlanRoute = implement(carePlanContract.updatePatientMealPlan, async ({ caller, params, body }) => {
  const plan = await planOfPatient(params.uid, params.planId);
  await updateDraft(caller.uid, plan, body);
  return { id: plan.id, status: 'draft' as const };
});
