/** The appointments domain's public face: what other domains may import from it (docs/architecture.md). */
export { ACTIVE_STATUSES, APPOINTMENT_STATUS_LABELS, type AppointmentStatus, appointmentStatus } from './appointments';
export type { AppointmentDoc } from './entities';
