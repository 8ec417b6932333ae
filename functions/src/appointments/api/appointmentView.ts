import { type AdminAppointmentView, appointmentRules, type AppointmentView, meetingUrlOf } from '@app/schemas/appointments/appointments';
import type { AppointmentDoc } from '@app/schemas/appointments/entities';

import { locationOf } from '../locations';

const HOUR_MS = 60 * 60 * 1000;

/** Until when the patient may cancel or move it in the app. */
export const changeableUntil = (appointment: Pick<AppointmentDoc, 'start'>) =>
  new Date(appointment.start.getTime() - appointmentRules.changeLimitHours * HOUR_MS);

/** An appointment as its patient reads it: the place's address and map, the video link once confirmed. */
export function appointmentViewOf(appointment: AppointmentDoc): AppointmentView {
  const location = locationOf(appointment.locationId);
  return {
    id: appointment.id,
    status: appointment.status,
    start: appointment.start.toISOString(),
    end: appointment.end.toISOString(),
    locationId: appointment.locationId,
    serviceId: appointment.serviceId,
    serviceName: appointment.serviceName,
    locationName: location.name,
    address: location.address,
    mapUrl: location.mapUrl,
    meetingUrl: meetingUrlOf(appointment),
    notes: appointment.notes,
    changeableUntil: changeableUntil(appointment).toISOString(),
    declineReason: appointment.declineReason,
    sequence: appointment.sequence,
  };
}

/** An appointment in the doctor's agenda, with its patient and its order's status. */
export function adminAppointmentViewOf(appointment: AppointmentDoc, orderStatus: string | null = null): AdminAppointmentView {
  return {
    ...appointmentViewOf(appointment),
    uid: appointment.userId,
    patientName: appointment.patientName,
    orderId: appointment.orderId,
    orderStatus,
  };
}
