import { carePlanContract } from '@app/schemas/carePlan/contract';

import { implement } from '../../../shared/route';
import { intakes, saveIntake } from '../../data/intakes';
import { intakeViewOf } from './carePlanViews';

/** PUT /api/intake: fills or replaces the patient's pre-visit form; answers it as stored. */
export const saveIntakeRoute = implement(carePlanContract.saveIntake, async ({ caller, body }) => {
  await saveIntake(caller.uid, body);
  return intakeViewOf(await intakes.byId(caller.uid));
});
