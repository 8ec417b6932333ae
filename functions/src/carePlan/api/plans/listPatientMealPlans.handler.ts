import { carePlanContract } from '@app/schemas/carePlan/contract';

import { recordHealthRead } from '../../../audit/data/healthReadAudit';
import { implement } from '../../../shared/route';
import { plansOf } from '../../data/mealPlans';
import { currentIdOf, mealPlanViewOf } from './carePlanViews';
import { requirePatient } from './patient';

/**
 * GET /api/admin/patients/{uid}/meal-plans: drafts and published plans, newest first, the read
 * recorded in the audit log. Three round trips: two in parallel, then the audit entry.
 */
export const listPatientMealPlansRoute = implement(carePlanContract.listPatientMealPlans, async ({ caller, params }) => {
  const [, plans] = await Promise.all([requirePatient(params.uid), plansOf(params.uid)]);
  await recordHealthRead(caller.uid, 'mealplan.read', params.uid);
  const currentId = currentIdOf(plans);
  return plans.map((plan) => mealPlanViewOf(plan, currentId));
});
