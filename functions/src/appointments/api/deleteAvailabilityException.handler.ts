import { APPOINTMENT_MESSAGES } from '@app/schemas/appointments/appointments';
import { appointmentsContract } from '@app/schemas/appointments/contract';

import { implement } from '../../shared/route';
import { deleteException } from '../data/availability';

/** DELETE /api/admin/availability/exceptions/{id} (doctor): the day is bookable again within the place's hours. */
export const deleteAvailabilityExceptionRoute = implement(appointmentsContract.deleteAvailabilityException, async ({ params }) => {
  await deleteException(params.id);
  return { id: params.id, message: APPOINTMENT_MESSAGES.closedDayDeleted };
});
