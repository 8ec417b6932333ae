import { appointmentsContract } from '@app/schemas/appointments/contract';
import { NOT_FOUND } from '@app/schemas/shared/notFound';

import { NotFound } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { bookableService, requireDoctorTime } from '../booking';
import { bookAppointment } from '../data/appointments';
import { locationOf } from '../locations';
import { noticeOf } from '../notices';
import { agendaViewOf } from './doctorAppointment';
import { patientNameOf } from './patientName';

/**
 * POST /api/admin/appointments (doctor): an appointment she fixes for a patient, confirmed at once,
 * also outside the published hours; never over another (the quarter hours' claims).
 */
export const createAdminAppointmentRoute = implement(appointmentsContract.createAdminAppointment, async ({ body, request }) => {
  const now = new Date(request.now);
  const location = locationOf(body.locationId);
  requireDoctorTime(body.start, now);
  const [{ service, minutes }, patientName] = await Promise.all([bookableService(body.serviceId), patientNameOf(body.uid)]);
  if (patientName === undefined) throw new NotFound(NOT_FOUND.user);
  const appointment = await bookAppointment(
    {
      userId: body.uid,
      patientName,
      serviceId: service.id,
      serviceName: service.name,
      locationId: location.id,
      start: body.start,
      end: new Date(body.start.getTime() + minutes * 60 * 1000),
      status: 'confirmed',
      notes: body.notes,
    },
    { now, notices: (booked) => [noticeOf('confirmed', booked, booked.userId)] },
  );
  return agendaViewOf(appointment);
});
