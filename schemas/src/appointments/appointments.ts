import { z } from 'zod';

import { appointmentStart, placeId } from '../services/orders';
import { wireOf } from '../shared/entityView';
import { practice, practiceStudios } from '../shared/practice';
import { APPOINTMENT_STATUSES, appointmentDoc } from './entities';

/**
 * Appointments (docs/appointments.md): the places, the doctor's availability, the free slots and
 * the bookings, shared by the API and the web app.
 */

/** The rules of the agenda, in one place. Change them here and the server and the pages follow. */
export const appointmentRules = {
  /** Between two studios on the same day the doctor needs this long to move. */
  travelGapMinutes: 30,
  /** A slot starts at least this long after the request. */
  minNoticeHours: 12,
  /** The patient may cancel or move an appointment until this long before it starts. */
  changeLimitHours: 24,
  /** A member holds at most this many requests waiting for the doctor's answer. */
  maxOpenRequests: 2,
  /** A request the doctor does not answer within this time expires and frees its slot. */
  pendingExpiryHours: 48,
  /** The reminder goes out this long before the start. */
  reminderHoursBefore: 24,
  /** The .ics asks the patient's calendar to remind her this long before the start (its VALARM). */
  calendarAlarmHoursBefore: 24,
  /** Slots start on this grid of Rome's clock (9:00, 9:30, …). */
  slotStepMinutes: 30,
  /** Slots are offered and booked up to this many days ahead; a slots query spans at most as many. */
  bookingWindowDays: 31,
  /** The doctor's agenda spans at most this many days per call. */
  agendaMaxDays: 62,
  /** Visit length by service category when the service sets none. */
  defaultVisitMinutes: { consultation: 60, control: 30 },
} as const;

/** The visit's length of a service, or null when the service is not booked by the hour (programmes, training). */
export function visitMinutesOf(service: { category: string; visitMinutes?: number | undefined }): number | null {
  const fallback = appointmentRules.defaultVisitMinutes[service.category as keyof typeof appointmentRules.defaultVisitMinutes];
  return fallback === undefined ? null : (service.visitMinutes ?? fallback);
}

export const ONLINE_LOCATION_ID = 'online';

/**
 * The video call of an appointment: online, confirmed and with its room (a random name of its own,
 * never its id: docs/security.md, Online visits); otherwise null.
 */
export function meetingUrlOf(appointment: { locationId: string; status: string; meetingRoom?: string | null }): string | null {
  const { locationId, status, meetingRoom } = appointment;
  return locationId === ONLINE_LOCATION_ID && status === 'confirmed' && meetingRoom ? `https://meet.jit.si/${meetingRoom}` : null;
}

export const LOCATION_IDS: [string, ...string[]] = [ONLINE_LOCATION_ID, ...practiceStudios.map((studio) => studio.id)];

export const locationView = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['studio', 'online']),
  /** The street address; null online. */
  address: z.string().nullable(),
  city: z.string().nullable(),
  /** A map search of the address; null online. */
  mapUrl: z.string().nullable(),
  /** The practice's opening hours, weekday 1 = Monday … 7 = Sunday. */
  hours: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
});
export type LocationView = z.infer<typeof locationView>;

export const mapUrlOf = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const APPOINTMENT_MESSAGES = {
  locationNotFound: 'Luogo non trovato',
  notFound: 'Appuntamento non trovato',
  closedDayNotFound: 'Giorno di chiusura non trovato',
  closedDayDeleted: 'Giorno di chiusura eliminato',
  serviceNotBookable: 'Questo servizio non si prenota a orario: scegli una consulenza o un controllo',
  slotTaken: 'Questo orario non è più libero: scegline un altro',
  notASlot: 'Questo orario non è tra quelli disponibili: scegline uno dalla lista',
  inThePast: 'Questo orario è già passato: scegline un altro',
  withinNotice: `Gli appuntamenti si prenotano con almeno ${appointmentRules.minNoticeHours} ore di anticipo`,
  beyondWindow: `Gli appuntamenti si prenotano al massimo ${appointmentRules.bookingWindowDays} giorni prima`,
  tooLateToChange: `Mancano meno di ${appointmentRules.changeLimitHours} ore all'appuntamento: per disdirlo o spostarlo chiama lo studio al ${practice.phone}`,
  notChangeable: 'Questo appuntamento non si può più modificare',
  notConfirmable: 'Questa richiesta non è più in attesa di conferma',
  notReopenable: 'Si può riaprire solo un appuntamento confermato e non ancora iniziato',
  tooManyOpenRequests: `Hai già ${appointmentRules.maxOpenRequests} richieste in attesa di conferma: aspetta la risposta della dottoressa o annullane una per chiedere un altro orario`,
  notClosable: 'Si può segnare come svolto o mancato solo un appuntamento confermato e già iniziato',
  changedMeanwhile: "L'appuntamento è stato modificato nel frattempo: ricarica la pagina",
  outsideHours: 'Gli orari devono stare dentro quelli di apertura dello studio',
  overlappingHours: 'Gli orari dello stesso giorno non possono sovrapporsi',
} as const;

const dayText = 'Indica una data nel formato AAAA-MM-GG';
/** A calendar day: 'YYYY-MM-DD' that names a real date. */
export const calendarDay = z
  .string({ error: dayText })
  .regex(/^\d{4}-\d{2}-\d{2}$/, dayText)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), dayText);

const timeText = "Indica un orario al quarto d'ora nel formato HH:MM (ad esempio 09:30)";
/** A time of Rome's clock on the quarter hour ('09:15'): the agenda's unit (appointment_slots). */
export const wallTime = z.string({ error: timeText }).regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, timeText);
/** The agenda's unit: visits and their claims are whole quarter hours. */
export const QUARTER_MS = 15 * 60 * 1000;

export const locationId = z.enum(LOCATION_IDS, { error: 'Scegli uno studio o la visita online' });
const idText = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(200, message)
    .regex(/^[^/]+$/, message);

/** One weekly interval of availability: weekday 1 = Monday … 7 = Sunday, times in Rome. */
export const weeklyHours = z
  .object({
    weekday: z
      .number({ error: 'Il giorno va da 1 (lunedì) a 7 (domenica)' })
      .int()
      .min(1, 'Il giorno va da 1 (lunedì) a 7 (domenica)')
      .max(7, 'Il giorno va da 1 (lunedì) a 7 (domenica)'),
    start: wallTime,
    end: wallTime,
  })
  .refine((hours) => hours.start < hours.end, { message: "L'orario di fine deve venire dopo quello di inizio", path: ['end'] });
export type WeeklyHours = z.infer<typeof weeklyHours>;

export const availabilityBody = z.object({
  weekly: z.array(weeklyHours, { error: 'Indica gli orari settimanali' }).max(30, 'Troppi intervalli: al massimo 30'),
});
export const availabilityView = z.object({ locationId: z.string(), weekly: z.array(weeklyHours) });

export const availabilityExceptionBody = z.object({
  date: calendarDay,
  /** Without a place, the whole practice is closed that day. */
  locationId: locationId.nullish().transform((value) => value ?? null),
  reason: z
    .string({ error: 'Indica il motivo' })
    .trim()
    .min(2, 'Indica il motivo')
    .max(200, 'Il motivo può avere al massimo 200 caratteri'),
});
export const availabilityExceptionView = z.object({
  id: z.string(),
  date: z.string(),
  locationId: z.string().nullable(),
  reason: z.string(),
});
export type AvailabilityException = z.infer<typeof availabilityExceptionView>;

export const availabilityOverview = z.object({
  availability: z.array(availabilityView),
  exceptions: z.array(availabilityExceptionView),
  rules: z.object({ travelGapMinutes: z.number(), minNoticeHours: z.number() }),
});
export type AvailabilityOverview = z.infer<typeof availabilityOverview>;

export const slotsQuery = z
  .object({
    serviceId: idText('Seleziona un servizio'),
    locationId: placeId,
    from: calendarDay,
    to: calendarDay,
  })
  .refine((query) => query.from <= query.to, { message: 'La data finale deve venire dopo quella iniziale', path: ['to'] })
  .refine((query) => daysBetween(query.from, query.to) < appointmentRules.bookingWindowDays, {
    message: `Si possono chiedere al massimo ${appointmentRules.bookingWindowDays} giorni`,
    path: ['to'],
  });

/** Calendar days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const slotView = z.object({ start: z.string(), end: z.string(), locationId: z.string() });
export type SlotView = z.infer<typeof slotView>;

export const instant = appointmentStart;

const notes = z
  .string({ error: 'Le note possono avere al massimo 1000 caratteri' })
  .trim()
  .max(1000, 'Le note possono avere al massimo 1000 caratteri')
  .nullish()
  .transform((value) => value ?? '');

const visitBody = z.object({
  serviceId: idText('Seleziona un servizio'),
  locationId: placeId,
  start: instant,
  notes,
});
/** POST /api/appointments: a visit; with `packageOrderId`, one of the visits her package includes (docs/payments.md). */
export const bookAppointmentBody = visitBody.extend({ packageOrderId: idText('Percorso non valido').optional() });
export type BookAppointmentBody = z.input<typeof bookAppointmentBody>;
export const adminAppointmentBody = visitBody.extend({ uid: idText('Scegli il paziente') });
export const rescheduleBody = z.object({ start: instant, locationId: placeId.optional() });
export const declineBody = z.object({
  reason: z
    .string({ error: 'Il motivo può avere al massimo 500 caratteri' })
    .trim()
    .max(500, 'Il motivo può avere al massimo 500 caratteri')
    .nullish()
    .transform((value) => value ?? ''),
});

/** What declining all of a patient's open requests did: how many were declined. */
export const declinedRequests = z.object({ declined: z.number().int().min(0) });
export const outcomeBody = z.object({ status: z.enum(['done', 'missed'], { error: 'Indica se la visita è stata svolta o mancata' }) });
export const agendaQuery = z
  .object({ from: calendarDay, to: calendarDay })
  .refine((query) => query.from <= query.to, { message: 'La data finale deve venire dopo quella iniziale', path: ['to'] })
  .refine((query) => daysBetween(query.from, query.to) < appointmentRules.agendaMaxDays, {
    message: `Si possono chiedere al massimo ${appointmentRules.agendaMaxDays} giorni`,
    path: ['to'],
  });

export { APPOINTMENT_STATUSES };
export const appointmentStatus = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof appointmentStatus>;
/** The statuses that hold their time in the agenda. */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed'];

export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'In attesa di conferma',
  confirmed: 'Confermato',
  declined: 'Rifiutato',
  expired: 'Scaduto',
  cancelled: 'Annullato',
  done: 'Svolto',
  missed: 'Mancato',
};

/** The stored fields an appointment's answers show as they are (entityView.ts). */
export const appointmentStoredFields = wireOf(appointmentDoc).pick({
  id: true,
  status: true,
  start: true,
  end: true,
  locationId: true,
  serviceId: true,
  serviceName: true,
  notes: true,
  declineReason: true,
  sequence: true,
  packageOrderId: true,
});

/** An appointment as its patient reads it. */
export const appointmentView = appointmentStoredFields.extend({
  locationName: z.string(),
  address: z.string().nullable(),
  mapUrl: z.string().nullable(),
  /** The video call, online and once confirmed only. */
  meetingUrl: z.string().nullable(),
  /** Until when the patient may cancel or move it in the app. */
  changeableUntil: z.string(),
});
export type AppointmentView = z.infer<typeof appointmentView>;

export const myAppointments = z.object({ upcoming: z.array(appointmentView), past: z.array(appointmentView) });
export type MyAppointments = z.infer<typeof myAppointments>;

/** An appointment in the doctor's agenda: with the patient, the order and when it was asked for (`createdAt`: the requests wait oldest first). */
export const adminAppointmentStoredFields = wireOf(appointmentDoc).pick({ patientName: true, orderId: true, createdAt: true });
export const adminAppointmentView = appointmentView.extend(adminAppointmentStoredFields.shape).extend({
  uid: z.string(),
  orderStatus: z.string().nullable(),
});
export type AdminAppointmentView = z.infer<typeof adminAppointmentView>;
