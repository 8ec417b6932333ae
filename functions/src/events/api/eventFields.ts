import { calendarEventInsert } from '@app/schemas/events/entities';
import type { AdminEventBody } from '@app/schemas/events/events';
import { romeWallTimeToUtc } from '@app/schemas/shared/romeTime';

/**
 * The stored fields of the admin's event dialog: startDate and startTime are read as the wall time
 * in Rome (summer time or not, as the calendar of that day says); the end is the start plus the duration.
 */
export function eventFieldsOf(body: AdminEventBody) {
  const startTime = romeWallTimeToUtc(body.startDate, body.startTime);
  return calendarEventInsert.parse({
    title: body.title,
    description: body.description,
    startTime,
    endTime: new Date(startTime.getTime() + body.duration * 60_000),
    isPublic: body.isPublic,
    maxAttendees: body.maxParticipants,
  });
}
