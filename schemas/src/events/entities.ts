/** The calendar's stored shapes: events and their attendees (shared/collections.ts says what `…Doc` and `…Insert` are). */
import { z } from 'zod';

import { counter, id, timestamp } from '../shared/collections';

export const calendarEventInsert = z.object({
  title: z.string().min(1),
  description: z.string().default(''),
  startTime: timestamp,
  endTime: timestamp.nullable().default(null),
  meetingUrl: z.string().nullable().default(null),
  isRecurring: z.boolean().default(false),
  /** Public events are shown to visitors on the public calendar. */
  isPublic: z.boolean().default(true),
  requiredLevel: z.number().int().min(1).default(1),
  maxAttendees: z.number().int().min(1).nullable().default(null),
});
export const calendarEventDoc = calendarEventInsert.extend({
  id,
  attendeeCount: counter,
  createdAt: timestamp,
});

// event_attendees/{eventId}_{userId}
export const eventAttendeeInsert = z.object({
  eventId: id,
  userId: id,
  /** The seat taken (event_seats/{eventId}_{seat}); null for an event without maxAttendees. */
  seat: z.number().int().min(1).nullable().default(null),
  /** Random per registration: its cancellation document's id. */
  registrationId: id,
});
export const eventAttendeeDoc = eventAttendeeInsert.extend({ id, registeredAt: timestamp });

export type CalendarEventDoc = z.infer<typeof calendarEventDoc>;
export type EventAttendeeDoc = z.infer<typeof eventAttendeeDoc>;

// Insert shapes after parsing (defaults applied): what the data layer stores for a new document.
export type CalendarEventInsert = z.output<typeof calendarEventInsert>;
export type EventAttendeeInsert = z.output<typeof eventAttendeeInsert>;
