import type { RequestHandler } from 'express';
import type { CalendarEventDoc } from '@app/schemas/entities';
import type { EventView } from '@app/schemas/events';
import { collection, documentOf } from '../../app/documents';
import { sessionUserOf } from '../../app/session';

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
export const listEvents: RequestHandler = async (req, res) => {
  const caller = await sessionUserOf(req);
  let query = collection('calendarEvents').where('startTime', '>=', new Date());
  if (!caller) query = query.where('isPublic', '==', true);
  const snapshot = await query.orderBy('startTime', 'asc').limit(UPCOMING_EVENTS_LIMIT).get();
  res.json(snapshot.docs.map((doc) => eventViewOf(documentOf<CalendarEventDoc>(doc), { withMeetingUrl: Boolean(caller) })));
};
