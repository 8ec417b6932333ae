import { carePlanContract } from '@app/schemas/contracts/carePlan';

import { plansOf } from '../../data/mealPlans';
import { implement } from '../route';
import { currentIdOf, mealPlanViewOf } from './carePlanViews';
import { requirePatient } from './patient';

/** GET /api/admin/patients/{uid}/meal-plans: drafts and published plans, newest first. Two round trips, in parallel. */
export const listPatientMealPlansRoute = implement(carePlanContract.listPatientMealPlans, async ({ params }) => {
  const [, plans] = await Promise.all([requirePatient(params.uid), plansOf(params.uid)]);
  const currentId = currentIdOf(plans);
  return plans.map((plan) => mealPlanViewOf(plan, currentId));
});
