import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { createDraft } from '../../data/mealPlans';
import { requirePatient } from './patient';

/** POST /api/admin/patients/{uid}/meal-plans: a new draft, not visible to the patient until published. */
export const createPatientMealPlanRoute = implement(carePlanContract.createPatientMealPlan, async ({ caller, params, body }) => {
  await requirePatient(params.uid);
  return { id: await createDraft(caller.uid, params.uid, body), status: 'draft' as const };
});
