import type { ApiRoute } from '../../shared/route';
import { addAvailabilityExceptionRoute } from './addAvailabilityException.handler';
import { appointmentCalendarFileRoute } from './appointmentCalendarFile.handler';
import { bookAppointmentRoute } from './bookAppointment.handler';
import { cancelAdminAppointmentRoute } from './cancelAdminAppointment.handler';
import { cancelAppointmentRoute } from './cancelAppointment.handler';
import { confirmAppointmentRoute } from './confirmAppointment.handler';
import { createAdminAppointmentRoute } from './createAdminAppointment.handler';
import { declineAppointmentRoute } from './declineAppointment.handler';
import { declineMemberRequestsRoute } from './declineMemberRequests.handler';
import { deleteAvailabilityExceptionRoute } from './deleteAvailabilityException.handler';
import { getAvailabilityRoute } from './getAvailability.handler';
import { listAgendaRoute } from './listAgenda.handler';
import { listLocationsRoute } from './listLocations.handler';
import { listMyAppointmentsRoute } from './listMyAppointments.handler';
import { listSlotsRoute } from './listSlots.handler';
import { moveAdminAppointmentRoute } from './moveAdminAppointment.handler';
import { reopenAppointmentRoute } from './reopenAppointment.handler';
import { rescheduleAppointmentRoute } from './rescheduleAppointment.handler';
import { setAppointmentOutcomeRoute } from './setAppointmentOutcome.handler';
import { setAvailabilityRoute } from './setAvailability.handler';
import { updateAvailabilityExceptionRoute } from './updateAvailabilityException.handler';

/** The agenda's routes, in the order Express tries them (slots before the calendar file). */
export const appointmentsRoutes: readonly ApiRoute[] = [
  listLocationsRoute,
  listSlotsRoute,
  listMyAppointmentsRoute,
  bookAppointmentRoute,
  cancelAppointmentRoute,
  rescheduleAppointmentRoute,
  appointmentCalendarFileRoute,
  getAvailabilityRoute,
  addAvailabilityExceptionRoute,
  updateAvailabilityExceptionRoute,
  deleteAvailabilityExceptionRoute,
  setAvailabilityRoute,
  listAgendaRoute,
  createAdminAppointmentRoute,
  confirmAppointmentRoute,
  reopenAppointmentRoute,
  declineAppointmentRoute,
  declineMemberRequestsRoute,
  moveAdminAppointmentRoute,
  cancelAdminAppointmentRoute,
  setAppointmentOutcomeRoute,
];
