import { eventsContract } from '@app/schemas/events/contract';

import { implement } from '../../shared/route';
import { fitSeatsTo } from '../data/eventRegistration';
import { calendarEvents, updateCalendarEvent } from '../data/events';
import { adminEventViewOf } from './adminEventView';
import { eventFieldsOf } from './eventFields';

/**
 * PUT /api/admin/events/{id}: the 'Nuovo Evento' dialog's fields, filled in. A capacity below the
 * members already registered is a 409; a lower capacity first moves the seats above it
 * (data/eventRegistration `fitSeatsTo`).
 */
export const updateAdminEventRoute = implement(eventsContract.updateAdminEvent, async ({ caller, params, body }) => {
  const event = await calendarEvents.byId(params.id);
  const { title, description, startTime, endTime, isPublic, maxAttendees } = eventFieldsOf(body);
  if (maxAttendees !== null) await fitSeatsTo(event, maxAttendees);
  return adminEventViewOf(
    await updateCalendarEvent(event.id, { title, description, startTime, endTime, isPublic, maxAttendees }, caller.uid),
  );
});
