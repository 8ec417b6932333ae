import type { ApiRoute } from '../../shared/route';
import { attendEventRoute } from './attendEvent.handler';
import { createAdminEventRoute } from './createAdminEvent.handler';
import { deleteAdminEventRoute } from './deleteAdminEvent.handler';
import { eventCalendarFileRoute } from './eventCalendarFile.handler';
import { leaveEventRoute } from './leaveEvent.handler';
import { listAdminEventsRoute } from './listAdminEvents.handler';
import { listEventsRoute } from './listEvents.handler';
import { updateAdminEventRoute } from './updateAdminEvent.handler';

/** The events routes, in the order Express tries them. */
export const eventsRoutes: readonly ApiRoute[] = [
  listEventsRoute,
  attendEventRoute,
  leaveEventRoute,
  eventCalendarFileRoute,
  listAdminEventsRoute,
  createAdminEventRoute,
  updateAdminEventRoute,
  deleteAdminEventRoute,
];
