import type { CalendarEventDoc } from '@app/schemas/events/entities';
import ical, { ICalCalendarMethod } from 'ical-generator';

const PRACTICE = 'Nutrizione Funzionale';
/** An event without an end time is shown as lasting an hour. */
const DEFAULT_MINUTES = 60;

/**
 * One event as an iCalendar file (RFC 5545, written by ical-generator: CRLF lines, folding,
 * escaping). Times are in UTC, so every calendar shows them in its own time zone; the UID is
 * stable, so importing the file again updates the event instead of duplicating it. METHOD:PUBLISH
 * makes Outlook import it as an event rather than an invitation to answer.
 */
export function calendarFileOf(event: CalendarEventDoc, { withMeetingUrl }: { withMeetingUrl: boolean }): string {
  const meetingUrl = withMeetingUrl ? event.meetingUrl : null;
  const calendar = ical({
    name: PRACTICE,
    prodId: { company: PRACTICE, product: 'Calendario', language: 'IT' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${event.id}@nutrizione-funzionale`,
    stamp: new Date(),
    start: event.startTime,
    end: event.endTime ?? new Date(event.startTime.getTime() + DEFAULT_MINUTES * 60 * 1000),
    summary: event.title,
    description: meetingUrl ? `${event.description}\n\nLink per partecipare: ${meetingUrl}` : event.description,
    location: meetingUrl,
    url: meetingUrl,
  });
  return calendar.toString();
}
