import { APPOINTMENT_MESSAGES } from '@app/schemas/appointments/appointments';
import type { AppointmentDoc } from '@app/schemas/appointments/entities';

import { orders } from '../../services/data/orders';
import { NotFound } from '../../shared/domainErrors';
import { appointments } from '../data/appointments';
import { adminAppointmentViewOf } from './appointmentView';

/** Any patient's appointment, for the doctor; 404 when there is none. */
export async function doctorAppointment(id: string): Promise<AppointmentDoc> {
  const appointment = await appointments.find(id);
  if (!appointment) throw new NotFound(APPOINTMENT_MESSAGES.notFound);
  return appointment;
}

/** The doctor's view of an appointment after a change, with its order's status. */
export async function agendaViewOf(appointment: AppointmentDoc) {
  const order = appointment.orderId ? await orders.find(appointment.orderId) : undefined;
  return adminAppointmentViewOf(appointment, order?.status ?? null);
}
