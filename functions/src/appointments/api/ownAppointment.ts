import { APPOINTMENT_MESSAGES, appointmentRules } from '@app/schemas/appointments/appointments';
import type { AppointmentDoc } from '@app/schemas/appointments/entities';

import { Conflict, NotFound } from '../../shared/domainErrors';
import type { Caller } from '../../shared/route';
import { appointments, holdsTime } from '../data/appointments';

const HOUR_MS = 60 * 60 * 1000;

/** The caller's own appointment; another member's, or none, is the same 404. */
export async function ownAppointment(caller: Caller, id: string): Promise<AppointmentDoc> {
  const appointment = await appointments.find(id);
  if (!appointment || appointment.userId !== caller.uid) throw new NotFound(APPOINTMENT_MESSAGES.notFound);
  return appointment;
}

/** One that still holds its time (pending and not expired, or confirmed); 409 otherwise. */
export function requireActive(appointment: AppointmentDoc, now: Date): void {
  if (!holdsTime(appointment, now)) throw new Conflict(APPOINTMENT_MESSAGES.notChangeable);
}

/** The patient changes it in the app until the limit before its start; later, 409 with the practice's phone. */
export function requirePatientMayChange(appointment: AppointmentDoc, now: Date): void {
  requireActive(appointment, now);
  if (now.getTime() > appointment.start.getTime() - appointmentRules.changeLimitHours * HOUR_MS) {
    throw new Conflict(APPOINTMENT_MESSAGES.tooLateToChange);
  }
}
