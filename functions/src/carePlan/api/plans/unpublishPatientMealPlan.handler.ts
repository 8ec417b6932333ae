import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { mealPlans, planOfPatient, unpublishPlan } from '../../data/mealPlans';
import { mealPlanViewOf } from './carePlanViews';

/** POST /api/admin/patients/{uid}/meal-plans/{planId}/unpublish: a published plan is a draft again; a draft stays one. */
export const unpublishPatientMealPlanRoute = implement(carePlanContract.unpublishPatientMealPlan, async ({ caller, params }) => {
  const plan = await planOfPatient(params.uid, params.planId);
  await unpublishPlan(caller.uid, plan);
  return mealPlanViewOf(await mealPlans.byId(plan.id), plan.id);
});
