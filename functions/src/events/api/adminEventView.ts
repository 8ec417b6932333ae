import type { CalendarEventDoc } from '@app/schemas/events/entities';
import { adminEventStoredFields, type AdminEventView } from '@app/schemas/events/events';
import { storedValues } from '@app/schemas/shared/entityView';
import { romeWallTime } from '@app/schemas/shared/romeTime';

/** The admin's event row: date and time as read in Rome, the duration from start to end. */
export function adminEventViewOf(event: CalendarEventDoc): AdminEventView {
  const { date, time } = romeWallTime(event.startTime);
  const duration = event.endTime ? Math.round((event.endTime.getTime() - event.startTime.getTime()) / 60_000) : null;
  return {
    ...storedValues(adminEventStoredFields, event),
    startsAt: event.startTime.toISOString(),
    startDate: date,
    startTime: time,
    duration,
    maxParticipants: event.maxAttendees,
  };
}
