import type { MealPlanDoc } from '@app/schemas/carePlan/carePlan';
import { MEAL_PLAN_MESSAGES } from '@app/schemas/carePlan/carePlan';

import { NotFound } from '../../../shared/domainErrors';
import { currentPlanOf } from '../../data/mealPlans';

/** The caller's current plan, or the Italian 404 when the doctor has published none. One round trip. */
export async function requireCurrentPlan(uid: string): Promise<MealPlanDoc> {
  const plan = await currentPlanOf(uid);
  if (!plan) throw new NotFound(MEAL_PLAN_MESSAGES.noPlan);
  return plan;
}
