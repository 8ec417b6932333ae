import { appointmentsContract } from '@app/schemas/appointments/contract';

import { implement } from '../../shared/route';
import { addException } from '../data/availability';

/** POST /api/admin/availability/exceptions (doctor): a closed day of a place, or of the whole practice. */
export const addAvailabilityExceptionRoute = implement(appointmentsContract.addAvailabilityException, async ({ body }) =>
  addException(body),
);
