import { shoppingDates, shoppingListOf } from '@app/schemas/carePlan/carePlan';
import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { requireCurrentPlan } from './currentPlan';

/**
 * GET /api/meal-plan/shopping-list?from=&days=: the current plan's food for N days, summed, none
 * before the plan's start. One round trip.
 */
export const shoppingListRoute = implement(carePlanContract.shoppingList, async ({ caller, query }) => {
  const plan = await requireCurrentPlan(caller.uid);
  return shoppingListOf(plan.days, shoppingDates(query.from, query.days, plan.startsOn));
});
