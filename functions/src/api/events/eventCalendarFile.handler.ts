import { calendarFileOf } from '../../app/calendarFile';
import { isAttending } from '../../data/eventRegistration';
import { defineRoute, Download } from '../route';
import { eventParams } from './params';
import { visibleEvent } from './visibleEvent';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/**
 * GET /api/events/{eventId}/ics (members): the event as an iCalendar file for Google Calendar,
 * Apple Calendar and Outlook. The meeting link is in it only for members registered for it.
 */
export const eventCalendarFileRoute = defineRoute({
  method: 'get',
  path: '/events/:eventId/ics',
  access: 'member',
  summary: "L'evento come file .ics da aggiungere al proprio calendario",
  params: eventParams,
  response: { contentType: CALENDAR_TYPE },
  async handler({ caller, params }) {
    const [event, attending] = await Promise.all([visibleEvent(caller, params.eventId), isAttending(params.eventId, caller.uid)]);
    return new Download(CALENDAR_TYPE, calendarFileOf(event, { withMeetingUrl: attending }), `evento-${event.id}.ics`);
  },
});
