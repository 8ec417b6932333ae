import { CALENDAR_TYPE, eventsContract } from '@app/schemas/events/contract';

import { calendarFileOf } from '../../shared/calendarFile';
import { Download, implement } from '../../shared/route';
import { isAttending } from '../data/eventRegistration';
import { visibleEvent } from './visibleEvent';

/**
 * GET /api/events/{eventId}/ics (members): the event as an iCalendar file for Google Calendar,
 * Apple Calendar and Outlook. The meeting link is in it only for members registered for it.
 */
export const eventCalendarFileRoute = implement(eventsContract.eventCalendarFile, async ({ caller, params }) => {
  const [event, attending] = await Promise.all([visibleEvent(caller, params.eventId), isAttending(params.eventId, caller.uid)]);
  return new Download(CALENDAR_TYPE, calendarFileOf(event, { withMeetingUrl: attending }), `evento-${event.id}.ics`);
});
