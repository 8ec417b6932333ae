import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { publishedPlansOf } from '../../data/mealPlans';
import { currentIdOf, mealPlanViewOf } from './carePlanViews';

/** GET /api/meal-plans: the patient's published plans, the current first (drafts never). One round trip. */
export const listOwnMealPlansRoute = implement(carePlanContract.listOwnMealPlans, async ({ caller }) => {
  const plans = await publishedPlansOf(caller.uid);
  const currentId = currentIdOf(plans);
  return plans.map((plan) => mealPlanViewOf(plan, currentId));
});
