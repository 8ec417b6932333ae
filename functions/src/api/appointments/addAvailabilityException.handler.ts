import { appointmentsContract } from '@app/schemas/contracts/appointments';

import { addException } from '../../data/availability';
import { implement } from '../route';

/** POST /api/admin/availability/exceptions (doctor): a closed day of a place, or of the whole practice. */
export const addAvailabilityExceptionRoute = implement(appointmentsContract.addAvailabilityException, async ({ body }) =>
  addException(body),
);
