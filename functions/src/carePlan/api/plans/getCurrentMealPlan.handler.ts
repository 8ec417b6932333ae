import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { mealPlanViewOf } from './carePlanViews';
import { requireCurrentPlan } from './currentPlan';

/** GET /api/meal-plan: the plan the patient follows now (never a draft). One round trip. */
export const getCurrentMealPlanRoute = implement(carePlanContract.getCurrentMealPlan, async ({ caller }) => {
  const plan = await requireCurrentPlan(caller.uid);
  return mealPlanViewOf(plan, plan.id);
});
