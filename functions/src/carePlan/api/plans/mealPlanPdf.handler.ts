import { carePlanContract } from '@app/schemas/carePlan/contract';

import { users } from '../../../accounts/data/users';
import { implement } from '../../../shared/route';
import { requireCurrentPlan } from './currentPlan';
import { planPdfDownload } from './planPdfFile';

/** GET /api/meal-plan.pdf: the current plan on A4. Two round trips, in parallel. */
export const mealPlanPdfRoute = implement(carePlanContract.mealPlanPdf, async ({ caller }) => {
  const [plan, user] = await Promise.all([requireCurrentPlan(caller.uid), users.find(caller.uid)]);
  return planPdfDownload(plan, user);
});
