import { APPOINTMENT_MESSAGES } from '@app/schemas/appointments/appointments';
import { appointmentsContract } from '@app/schemas/appointments/contract';

import { Conflict } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { changeAppointment } from '../data/appointments';
import { agendaViewOf, doctorAppointment } from './doctorAppointment';

/** POST /api/admin/appointments/{id}/outcome (doctor): a confirmed visit that has begun is marked done or missed. */
export const setAppointmentOutcomeRoute = implement(appointmentsContract.setAppointmentOutcome, async ({ params, body, request }) => {
  const appointment = await doctorAppointment(params.id);
  if (appointment.status !== 'confirmed' || appointment.start.getTime() > request.now) throw new Conflict(APPOINTMENT_MESSAGES.notClosable);
  return agendaViewOf(await changeAppointment(appointment, { status: body.status }));
});
