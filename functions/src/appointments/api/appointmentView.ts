import {
  adminAppointmentStoredFields,
  type AdminAppointmentView,
  appointmentRules,
  appointmentStoredFields,
  type AppointmentView,
  meetingUrlOf,
} from '@app/schemas/appointments/appointments';
import type { AppointmentDoc } from '@app/schemas/appointments/entities';
import { storedValues } from '@app/schemas/shared/entityView';

import { locationOf } from '../locations';

const HOUR_MS = 60 * 60 * 1000;

/** Until when the patient may cancel or move it in the app. */
export const changeableUntil = (appointment: Pick<AppointmentDoc, 'start'>) =>
  new Date(appointment.start.getTime() - appointmentRules.changeLimitHours * HOUR_MS);

/** An appointment as its patient reads it: the place's address and map, the video link once confirmed. */
export function appointmentViewOf(appointment: AppointmentDoc): AppointmentView {
  const location = locationOf(appointment.locationId);
  return {
    ...storedValues(appointmentStoredFields, appointment),
    locationName: location.name,
    address: location.address,
    mapUrl: location.mapUrl,
    meetingUrl: meetingUrlOf(appointment),
    changeableUntil: changeableUntil(appointment).toISOString(),
  };
}

/** An appointment in the doctor's agenda, with its patient and its order's status. */
export function adminAppointmentViewOf(appointment: AppointmentDoc, orderStatus: string | null = null): AdminAppointmentView {
  return {
    ...appointmentViewOf(appointment),
    ...storedValues(adminAppointmentStoredFields, appointment),
    uid: appointment.userId,
    orderStatus,
  };
}
