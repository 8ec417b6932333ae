/** The appointments domain's public face: what other domains may import from it (docs/architecture.md). */
export {
  ACTIVE_STATUSES,
  APPOINTMENT_STATUS_LABELS,
  type AppointmentStatus,
  appointmentStatus,
  type LocationView,
  type SlotView,
} from './appointments';
export { appointmentsContract } from './contract';
export type { AppointmentDoc } from './entities';
