import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { intakes } from '../../data/intakes';
import { intakeViewOf } from './carePlanViews';

/** GET /api/intake: the patient's own pre-visit form, null before she fills it. One round trip. */
export const getIntakeRoute = implement(carePlanContract.getIntake, async ({ caller }) => {
  const intake = await intakes.find(caller.uid);
  return intake ? intakeViewOf(intake) : null;
});
