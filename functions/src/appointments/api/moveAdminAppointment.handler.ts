import { appointmentsContract } from '@app/schemas/appointments/contract';

import { implement } from '../../shared/route';
import { requireDoctorTime } from '../booking';
import { changeAppointment } from '../data/appointments';
import { locationOf } from '../locations';
import { noticeOf } from '../notices';
import { agendaViewOf, doctorAppointment } from './doctorAppointment';
import { requireActive } from './ownAppointment';

/** POST /api/admin/appointments/{id}/move (doctor): another time or place, keeping its length and status; 409 over another visit. */
export const moveAdminAppointmentRoute = implement(appointmentsContract.moveAdminAppointment, async ({ params, body, request }) => {
  const now = new Date(request.now);
  const appointment = await doctorAppointment(params.id);
  requireActive(appointment, now);
  requireDoctorTime(body.start, now);
  const locationId = locationOf(body.locationId ?? appointment.locationId).id;
  const length = appointment.end.getTime() - appointment.start.getTime();
  const moved = await changeAppointment(
    appointment,
    { start: body.start, end: new Date(body.start.getTime() + length), locationId },
    { notices: (changed) => [noticeOf('moved', changed, changed.userId)] },
  );
  return agendaViewOf(moved);
});
