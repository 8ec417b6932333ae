import { z } from 'zod';
import type { CalendarEventDoc } from '@app/schemas/entities';
import { eventView, type EventView } from '@app/schemas/events';
import { upcomingEvents } from '../../data/events';
import { defineRoute } from '../route';

/** The calendar shows what is coming; a bounded page keeps the call one round trip. */
export const UPCOMING_EVENTS_LIMIT = 100;

export function eventViewOf(event: CalendarEventDoc, { withMeetingUrl }: { withMeetingUrl: boolean }): EventView {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    startTime: event.startTime.toISOString(),
    endTime: event.endTime?.toISOString() ?? null,
    meetingUrl: withMeetingUrl ? event.meetingUrl : null,
    maxAttendees: event.maxAttendees,
    attendeeCount: event.attendeeCount,
    isPublic: event.isPublic,
  };
}

/**
 * GET /api/events: upcoming events, soonest first. Members and admins see every event with its
 * meeting link; a visitor sees public events only, without the link (it is for participants).
 */
export const listEventsRoute = defineRoute({
  method: 'get',
  path: '/events',
  access: 'visitor',
  readsSession: true,
  summary: 'I prossimi eventi (i visitatori vedono solo quelli pubblici, senza link)',
  response: z.array(eventView),
  async handler({ caller }) {
    const events = await upcomingEvents({ publicOnly: !caller, limit: UPCOMING_EVENTS_LIMIT });
    return events.map((event) => eventViewOf(event, { withMeetingUrl: Boolean(caller) }));
  },
});
