import { z } from 'zod';

import { NOT_FOUND } from '../shared/notFound';

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
  /** Only for those who may join: registered members and admins (docs/security.md). */
  meetingUrl: z.string().nullable(),
  /** Whether the event has a link, shown to others as 'Link disponibile dopo l'iscrizione'. */
  hasMeetingUrl: z.boolean(),
  maxAttendees: z.number().int().nullable(),
  attendeeCount: z.number().int(),
  isPublic: z.boolean(),
  /** Whether the caller is registered (always false for a visitor). */
  isAttending: z.boolean(),
});
export type EventView = z.infer<typeof eventView>;

/** POST and DELETE /api/events/{eventId}/attend: the caller's registration afterwards. */
export const attendResult = z.object({ eventId: z.string(), isAttending: z.boolean(), attendeeCount: z.number().int() });
export type AttendResult = z.infer<typeof attendResult>;

/** Italian refusals of the registration calls, shown as they are. */
export const EVENT_MESSAGES = {
  notFound: NOT_FOUND.event,
  started: "L'evento è già iniziato: le iscrizioni sono chiuse",
  full: 'Evento al completo: non ci sono più posti disponibili',
  busy: 'Troppe richieste per gli ultimi posti: riprova tra poco',
} as const;
