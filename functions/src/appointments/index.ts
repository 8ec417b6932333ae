/** The appointments domain's public face: what other domains may import from it (docs/architecture.md). */
export { requestNotices } from './api/doctorNotices';
export { expiryOf } from './api/requestExpiry';
export { requireFreeSlot } from './booking';
export {
  appointmentHolders,
  appointments,
  appointmentsOf,
  bookAppointment,
  eraseAppointmentsOf,
  nextAppointments,
} from './data/appointments';
export { isPracticeClosedOn, practiceClosedDaysBetween } from './data/availability';
export { seatsQueryOf } from './data/bookingSeats';
export { packageUsesOf, packageVisitsQueryOf } from './data/packageVisits';
export { appointmentOwnersBefore, appointmentsBookedSince, visitOutcomesBetween } from './data/visitFigures';
export { releaseHeldRequest } from './heldRequest';
export { LOCATIONS } from './locations';
export { sendReminders } from './reminders';
