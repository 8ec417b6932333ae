import { APPOINTMENT_MESSAGES } from '@app/schemas/appointments/appointments';
import { appointmentsContract } from '@app/schemas/appointments/contract';

import { Conflict } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { changeAppointment, holdsTime } from '../data/appointments';
import { noticeOf } from '../notices';
import { agendaViewOf, doctorAppointment } from './doctorAppointment';
import { expiryOf } from './requestExpiry';

/**
 * POST /api/admin/appointments/{id}/reopen (doctor): a confirmed visit not yet begun is a request
 * again, its time still held, with a request's expiry from now; the patient is told. No seat among
 * her open requests is taken: the limit is on what she asks, not on what the doctor reopens.
 * Reopening an open request changes nothing (a repeated click); anything else is a 409, and so is
 * a concurrent change of the same version (a cancel at the same moment: one of the two applies).
 */
export const reopenAppointmentRoute = implement(appointmentsContract.reopenAppointment, async ({ params, request }) => {
  const now = new Date(request.now);
  const appointment = await doctorAppointment(params.id);
  if (appointment.status === 'pending' && holdsTime(appointment, now)) return agendaViewOf(appointment);
  if (appointment.status !== 'confirmed' || appointment.start.getTime() <= now.getTime()) {
    throw new Conflict(APPOINTMENT_MESSAGES.notReopenable);
  }
  const reopened = await changeAppointment(
    appointment,
    { status: 'pending', expiresAt: expiryOf(now, appointment.start) },
    { notices: (changed) => [noticeOf('reopened', changed, changed.userId)] },
  );
  return agendaViewOf(reopened);
});
