import { APPOINTMENT_MESSAGES } from '@app/schemas/appointments/appointments';
import { appointmentsContract } from '@app/schemas/appointments/contract';
import { CALENDAR_TYPE } from '@app/schemas/shared/contract';

import { NotFound } from '../../shared/domainErrors';
import { Download, implement } from '../../shared/route';
import { appointmentCalendarFile } from '../calendarFile';
import { appointments } from '../data/appointments';

/** GET /api/appointments/{id}.ics (the patient, or the doctor): the appointment for a calendar app. */
export const appointmentCalendarFileRoute = implement(appointmentsContract.appointmentCalendarFile, async ({ caller, params }) => {
  const appointment = await appointments.find(params.id);
  if (!appointment || (appointment.userId !== caller.uid && !caller.isDoctor)) throw new NotFound(APPOINTMENT_MESSAGES.notFound);
  return new Download(CALENDAR_TYPE, appointmentCalendarFile(appointment), `appuntamento-${appointment.id}.ics`);
});
