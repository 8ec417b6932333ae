import { appointmentsContract } from '@app/schemas/appointments/contract';

import { implement } from '../../shared/route';
import { changeAppointment } from '../data/appointments';
import { noticeOf } from '../notices';
import { agendaViewOf, doctorAppointment } from './doctorAppointment';
import { requireActive } from './ownAppointment';

/** POST /api/admin/appointments/{id}/cancel (doctor): at any time; the patient is told and the time freed. */
export const cancelAdminAppointmentRoute = implement(appointmentsContract.cancelAdminAppointment, async ({ params, request }) => {
  const now = new Date(request.now);
  const appointment = await doctorAppointment(params.id);
  requireActive(appointment, now);
  const cancelled = await changeAppointment(
    appointment,
    { status: 'cancelled', expiresAt: null, cancelledBy: 'doctor', cancelledAt: now },
    { release: true, notices: (changed) => [noticeOf('cancelled', changed, changed.userId)] },
  );
  return agendaViewOf(cancelled);
});
