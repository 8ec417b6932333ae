import { APPOINTMENT_MESSAGES } from '@app/schemas/appointments/appointments';
import { appointmentsContract } from '@app/schemas/appointments/contract';

import { Conflict } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { changeAppointment } from '../data/appointments';
import { noticeOf } from '../notices';
import { agendaViewOf, doctorAppointment } from './doctorAppointment';

/** POST /api/admin/appointments/{id}/decline (doctor): a pending request is refused, with an optional reason; its time is freed. */
export const declineAppointmentRoute = implement(appointmentsContract.declineAppointment, async ({ params, body }) => {
  const appointment = await doctorAppointment(params.id);
  if (appointment.status !== 'pending') throw new Conflict(APPOINTMENT_MESSAGES.notConfirmable);
  const declined = await changeAppointment(
    appointment,
    { status: 'declined', expiresAt: null, declineReason: body.reason },
    { release: true, notices: (changed) => [noticeOf('declined', changed, changed.userId)] },
  );
  return agendaViewOf(declined);
});
