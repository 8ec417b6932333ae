import { APPOINTMENT_MESSAGES } from '@app/schemas/appointments/appointments';
import { appointmentsContract } from '@app/schemas/appointments/contract';

import { Conflict } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { changeAppointment, holdsTime } from '../data/appointments';
import { noticeOf } from '../notices';
import { agendaViewOf, doctorAppointment } from './doctorAppointment';

/** POST /api/admin/appointments/{id}/confirm (doctor): a pending, unexpired request becomes an appointment. */
export const confirmAppointmentRoute = implement(appointmentsContract.confirmAppointment, async ({ params, request }) => {
  const appointment = await doctorAppointment(params.id);
  if (appointment.status !== 'pending' || !holdsTime(appointment, new Date(request.now)))
    throw new Conflict(APPOINTMENT_MESSAGES.notConfirmable);
  const confirmed = await changeAppointment(
    appointment,
    { status: 'confirmed', expiresAt: null },
    { notices: (changed) => [noticeOf('confirmed', changed, changed.userId)] },
  );
  return agendaViewOf(confirmed);
});
