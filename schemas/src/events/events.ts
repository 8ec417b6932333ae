import { z } from 'zod';

import { wireOf } from '../shared/entityView';
import { text } from '../shared/formText';
import { NOT_FOUND } from '../shared/notFound';
import { calendarEventDoc } from './entities';

const storedEvent = wireOf(calendarEventDoc);

/** The stored fields an event's answers show as they are (shared/entityView.ts). */
export const eventStoredFields = storedEvent.pick({
  id: true,
  title: true,
  description: true,
  startTime: true,
  endTime: true,
  maxAttendees: true,
  attendeeCount: true,
  isPublic: true,
});

/**
 * GET /api/events: an upcoming event as the home page and both calendar views read it.
 * Dates travel as ISO strings. A visitor gets public events only, and never the meeting link.
 */
export const eventView = eventStoredFields.extend({
  /** Only for those who may join: registered members and admins (docs/security.md). */
  meetingUrl: z.string().nullable(),
  /** Whether the event has a link, shown to others as 'Link disponibile dopo l'iscrizione'. */
  hasMeetingUrl: z.boolean(),
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

// The admin area's bodies and views of events (docs/product.md, Screens, Validation and Content
// management), shared by the dialogs and the API.

const INVALID_BODY = 'Dati non validi';
const title = text(5, 200, 'Il titolo deve avere almeno 5 caratteri', 'Il titolo può avere al massimo 200 caratteri');
const description = text(20, 5000, 'La descrizione deve avere almeno 20 caratteri', 'La descrizione può avere al massimo 5000 caratteri');

export const EVENT_DEFAULTS = { duration: 60, maxParticipants: 50, isPublic: true } as const;
const DURATION_MESSAGE = 'Durata minima 30 minuti';
const PARTICIPANTS_MESSAGE = 'Minimo 1 partecipante';

/** POST /api/admin/events: startDate and startTime are the wall time in Rome. */
export const adminEventBody = z.object(
  {
    title,
    description,
    startDate: z
      .string({ error: 'Inserisci la data' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Inserisci la data')
      .refine(isCalendarDate, 'Data non valida'),
    startTime: z.string({ error: "Inserisci l'ora" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Inserisci l'ora"),
    duration: z.coerce
      .number({ error: DURATION_MESSAGE })
      .int(DURATION_MESSAGE)
      .min(30, DURATION_MESSAGE)
      .max(24 * 60, 'Durata massima 24 ore')
      .default(EVENT_DEFAULTS.duration),
    maxParticipants: z.coerce
      .number({ error: PARTICIPANTS_MESSAGE })
      .int(PARTICIPANTS_MESSAGE)
      .min(1, PARTICIPANTS_MESSAGE)
      .max(10_000, 'Massimo 10.000 partecipanti')
      .default(EVENT_DEFAULTS.maxParticipants),
    isPublic: z.boolean({ error: 'Il campo isPublic deve essere true o false' }).default(EVENT_DEFAULTS.isPublic),
  },
  { error: INVALID_BODY },
);
export type AdminEventBody = z.output<typeof adminEventBody>;
export type AdminEventInput = z.input<typeof adminEventBody>;

/** 'YYYY-MM-DD' that names a real day (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The stored fields the admin's event rows show as they are. */
export const adminEventStoredFields = storedEvent.pick({ id: true, title: true, description: true, attendeeCount: true, isPublic: true });
/** GET /api/admin/events (docs/product.md, Data model): date and time as the wall time in Rome. */
export const adminEventView = adminEventStoredFields.extend({
  /** The stored start, as the admin's form reads it: its ISO string, its day and time in Rome. */
  startsAt: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  /** Minutes from start to end; null for an event without an end. */
  duration: z.number().int().nullable(),
  /** The stored maxAttendees, as the admin's form names it. */
  maxParticipants: z.number().int().nullable(),
});
export type AdminEventView = z.infer<typeof adminEventView>;

/** The Italian refusals of the content-management calls, shared by the API and its tests. */
export const EVENT_CONTENT_MESSAGES = {
  belowAttendees: (attendees: number) => `Ci sono già ${attendees} iscritti: il numero massimo di partecipanti non può essere inferiore`,
  eventDeleted: 'Evento eliminato',
} as const;
