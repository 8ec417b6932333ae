import { appointmentsContract } from '@app/schemas/appointments/contract';

import { implement } from '../../shared/route';
import { updateException } from '../data/availability';

/** PUT /api/admin/availability/exceptions/{id} (doctor): a closed day corrected in place, checked as a new one. */
export const updateAvailabilityExceptionRoute = implement(appointmentsContract.updateAvailabilityException, async ({ params, body }) =>
  updateException(params.id, body),
);
