import { eventsContract } from '@app/schemas/events/contract';
import { EVENT_CONTENT_MESSAGES } from '@app/schemas/events/events';

import { implement } from '../../shared/route';
import { calendarEvents, deleteCalendarEvent } from '../data/events';

/**
 * DELETE /api/admin/events/{id}: removes an event (one read, one commit with its audit entry); its
 * registrations, seats and cancellations follow by the onEventDeletedCascade trigger.
 */
export const deleteAdminEventRoute = implement(eventsContract.deleteAdminEvent, async ({ caller, params }) => {
  await deleteCalendarEvent(await calendarEvents.byId(params.id), caller.uid);
  return { id: params.id, message: EVENT_CONTENT_MESSAGES.eventDeleted };
});
