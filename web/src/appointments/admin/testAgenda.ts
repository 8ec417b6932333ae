import type { AdminAppointmentView } from '@app/schemas/appointments/appointments';

/** A visit as the agenda answers it, for the screens' tests: an hour online, asked for a day before it. */
export const testAgendaVisit = (
  id: string,
  status: AdminAppointmentView['status'],
  start: string,
  patientName: string,
): AdminAppointmentView => ({
  id,
  status,
  start,
  end: new Date(Date.parse(start) + 60 * 60_000).toISOString(),
  locationId: 'online',
  serviceId: 'prima-consulenza',
  serviceName: 'Prima Consulenza',
  locationName: 'Online',
  address: null,
  mapUrl: null,
  meetingUrl: null,
  notes: '',
  changeableUntil: start,
  declineReason: '',
  sequence: 0,
  packageOrderId: null,
  uid: `uid-${id}`,
  patientName,
  orderId: null,
  orderStatus: null,
  createdAt: new Date(Date.parse(start) - 24 * 60 * 60_000).toISOString(),
});
