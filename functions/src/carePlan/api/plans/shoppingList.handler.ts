import { shoppingListOf } from '@app/schemas/carePlan/carePlan';
import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { requireCurrentPlan } from './currentPlan';

/** GET /api/meal-plan/shopping-list?from=&days=: the current plan's food for N days, summed. One round trip. */
export const shoppingListRoute = implement(carePlanContract.shoppingList, async ({ caller, query }) =>
  shoppingListOf((await requireCurrentPlan(caller.uid)).days, query.from, query.days),
);
