import { z } from 'zod';

/**
 * GET /api/events: an upcoming event as the home page and both calendar views read it.
 * Dates travel as ISO strings. A visitor gets public events only, and never the meeting link.
 */
export const eventView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  meetingUrl: z.string().nullable(),
  maxAttendees: z.number().int().nullable(),
  attendeeCount: z.number().int(),
  isPublic: z.boolean(),
});
export type EventView = z.infer<typeof eventView>;
