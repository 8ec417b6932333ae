import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { mealPlans, planOfPatient, publishPlan } from '../../data/mealPlans';
import { mealPlanViewOf } from './carePlanViews';

/** POST /api/admin/patients/{uid}/meal-plans/{planId}/publish: the draft becomes the current plan; the patient is notified. */
export const publishPatientMealPlanRoute = implement(carePlanContract.publishPatientMealPlan, async ({ caller, params }) => {
  const plan = await planOfPatient(params.uid, params.planId);
  await publishPlan(caller.uid, plan);
  return mealPlanViewOf(await mealPlans.byId(plan.id), plan.id);
});
