/** The appointments domain's public face: what other domains may import from it (docs/architecture.md). */
export { ACTIVE_STATUSES, APPOINTMENT_STATUS_LABELS, appointmentStatus } from './appointments';
export type { AppointmentDoc } from './entities';
