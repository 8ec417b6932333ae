/**
 * The admin area's request bodies and read shapes (docs/product.md, Screens and Validation), shared by the dialogs and
 * the API. Prices are typed in euro in the forms and travel and are stored in cents: the forms'
 * schemas convert with `euroToCents`, the only place where that happens.
 */
import { z } from 'zod';

import { SERVICE_CATEGORIES } from '../services/serviceCategories';

const INVALID_BODY = 'Dati non validi';

function text(min: number, max: number, tooShort: string, tooLong: string) {
  return z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong);
}

const title = text(5, 200, 'Il titolo deve avere almeno 5 caratteri', 'Il titolo può avere al massimo 200 caratteri');
const description = text(20, 5000, 'La descrizione deve avere almeno 20 caratteri', 'La descrizione può avere al massimo 5000 caratteri');
const PRICE_MESSAGE = 'Il prezzo deve essere positivo';
/** Cents, as the API receives and stores them. */
const priceInCents = z
  .number({ error: PRICE_MESSAGE })
  .int(PRICE_MESSAGE)
  .min(0, PRICE_MESSAGE)
  .max(100_000_000, 'Il prezzo è troppo alto');

/** 12.5 € -> 1250 cents (rounded to the cent, so 0.1 + 0.2 never leaks through). */
export const euroToCents = (euro: number) => Math.round(euro * 100);
export const centsToEuro = (cents: number) => cents / 100;

/** A price typed in euro in a form (text or number), checked with docs/product.md's message, output in cents. */
const priceInEuro = z.coerce
  .number({ error: PRICE_MESSAGE })
  .min(0, PRICE_MESSAGE)
  .max(1_000_000, 'Il prezzo è troppo alto')
  .transform(euroToCents);

/** docs/product.md (Validation): the five course levels, 1 to 5. */
export const COURSE_LEVELS = ['Principiante', 'Base', 'Intermedio', 'Avanzato', 'Esperto'] as const;
export const courseLevelName = (level: number) => COURSE_LEVELS[level - 1] ?? `Livello ${level}`;
const LEVEL_MESSAGE = 'Scegli un livello da 1 (Principiante) a 5 (Esperto)';
const requiredLevel = z.coerce
  .number({ error: LEVEL_MESSAGE })
  .int(LEVEL_MESSAGE)
  .min(1, LEVEL_MESSAGE)
  .max(COURSE_LEVELS.length, LEVEL_MESSAGE);

/** POST /api/admin/courses (price in cents). Defaults: unpublished, level 1, price 0. */
export const adminCourseBody = z.object(
  {
    title,
    description,
    price: priceInCents.default(0),
    requiredLevel: requiredLevel.default(1),
    isPublished: z.boolean({ error: 'Il campo isPublished deve essere true o false' }).default(false),
  },
  { error: INVALID_BODY },
);
/** The course dialog: the same rules, the price typed in euro. Its output is the API body. */
export const adminCourseForm = adminCourseBody.extend({ price: priceInEuro });
export type AdminCourseBody = z.output<typeof adminCourseBody>;
export type AdminCourseFormInput = z.input<typeof adminCourseForm>;

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

/** docs/product.md (Validation): 'control' exists in the data but is not offered in the admin form. */
export const ADMIN_SERVICE_CATEGORIES = SERVICE_CATEGORIES.filter((category) => category !== 'control') as [
  'consultation',
  'program',
  'training',
];
export const SERVICE_CATEGORY_LABELS: Record<(typeof SERVICE_CATEGORIES)[number], string> = {
  consultation: 'Consulenza',
  control: 'Controllo',
  program: 'Percorso',
  training: 'Allenamento',
};

/**
 * A service's duration: a number of minutes in the admin form (stored as '60 minuti'), or free
 * text such as '6 mesi' for the services that already carry one; empty is no duration.
 */
const serviceDuration = z
  .union(
    [z.number().int().min(1, 'La durata deve essere positiva'), z.string().trim().max(40, 'La durata può avere al massimo 40 caratteri')],
    {
      error: 'Durata non valida',
    },
  )
  .nullish()
  .transform((value) => {
    const textValue = value === null || value === undefined ? '' : String(value).trim();
    if (textValue === '') return null;
    return /^\d+$/.test(textValue) ? `${Number(textValue)} minuti` : textValue;
  });

/** What the duration field shows for a stored duration: '60 minuti' -> '60'. */
export const durationFieldValue = (stored: string | null) => (stored ?? '').replace(/^(\d+) minuti$/, '$1');

const CATEGORY_MESSAGE = 'Scegli una categoria: consulenza, percorso o allenamento';
const serviceFields = {
  name: text(3, 120, 'Il nome deve avere almeno 3 caratteri', 'Il nome può avere al massimo 120 caratteri'),
  description: text(10, 5000, 'La descrizione deve avere almeno 10 caratteri', 'La descrizione può avere al massimo 5000 caratteri'),
  category: z.enum(ADMIN_SERVICE_CATEGORIES, { error: CATEGORY_MESSAGE }),
  duration: serviceDuration,
  isActive: z.boolean({ error: 'Il campo isActive deve essere true o false' }).default(true),
  /** Missing: the category's default on creation, unchanged on an edit. */
  healthService: z.boolean({ error: 'Il campo healthService deve essere true o false' }).optional(),
};

/** POST /api/services and PUT /api/services/{id} (price in cents). Defaults: active, 60 minutes. */
export const adminServiceBody = z.object({ ...serviceFields, price: priceInCents }, { error: INVALID_BODY });
/**
 * PUT /api/services/{id}: the same, but 'control' is accepted, so the monthly check of the price
 * list (the one service of that category) can be edited without changing its category.
 */
export const adminServiceUpdateBody = adminServiceBody.extend({ category: z.enum(SERVICE_CATEGORIES, { error: CATEGORY_MESSAGE }) });
/** The service form (price typed in euro) and the 'Modifica Servizio' dialog. */
export const adminServiceForm = adminServiceBody.extend({ price: priceInEuro });
export const adminServiceEditForm = adminServiceUpdateBody.extend({ price: priceInEuro });
export type AdminServiceBody = z.output<typeof adminServiceUpdateBody>;
export type AdminServiceFormInput = z.input<typeof adminServiceEditForm>;
export const SERVICE_DEFAULT_DURATION = '60';

/** GET /api/admin/stats: the four cards of the admin dashboard. */
export const adminStatsView = z.object({
  totalPosts: z.number().int(),
  totalCourses: z.number().int(),
  totalEvents: z.number().int(),
  totalServices: z.number().int(),
});
export type AdminStatsView = z.infer<typeof adminStatsView>;

/** GET /api/admin/posts: a post with its author's names and its counts. */
export const adminPostView = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  createdAt: z.string(),
  author: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type AdminPostView = z.infer<typeof adminPostView>;

/** GET /api/admin/courses: every course, drafts too (price in cents). */
export const adminCourseView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  requiredLevel: z.number().int(),
  isPublished: z.boolean(),
  enrollmentCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCourseView = z.infer<typeof adminCourseView>;

/** GET /api/admin/events (docs/product.md, Data model): date and time as the wall time in Rome. */
export const adminEventView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  duration: z.number().int().nullable(),
  maxParticipants: z.number().int().nullable(),
  attendeeCount: z.number().int(),
  isPublic: z.boolean(),
});
export type AdminEventView = z.infer<typeof adminEventView>;

/** GET /api/admin/posts and GET /api/contact-requests: `?cursor=` of the Link header. */
export const cursorQuery = z.object({ cursor: z.string().max(4000, 'Cursore di paginazione non valido').optional() });

/**
 * GET /api/admin/audit: one entry of the 'Registro' (an admin write, a read of health data, a
 * sign-in), with who made it: their uid and their name at that time (docs/security.md, Audit).
 */
export const adminAuditView = z.object({
  id: z.string(),
  action: z.string(),
  collection: z.string(),
  documentId: z.string(),
  /** Whose data, when it is a person's (a patient's uid), else null. */
  subjectId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
  actorId: z.string(),
  /** `name` is the one stored with the entry (the name at that time); firstName and lastName are the profile's now. */
  actor: z.object({ firstName: z.string(), lastName: z.string(), name: z.string() }),
});
export type AdminAuditView = z.infer<typeof adminAuditView>;

// Lesson editor and content management (docs/product.md, Content management).

/** A course holds at most this many lessons (the order call rewrites them all in one batch). */
export const MAX_LESSONS_PER_COURSE = 200;
const LESSON_DURATION_MESSAGE = 'La durata deve essere di almeno 1 minuto';
const VIDEO_URL_MESSAGE = 'Inserisci un link valido (https://…)';

/** POST /api/admin/courses/{courseId}/lessons and PUT …/lessons/{lessonId}; the lesson editor's form. */
export const adminLessonBody = z.object(
  {
    title: text(3, 200, 'Il titolo deve avere almeno 3 caratteri', 'Il titolo può avere al massimo 200 caratteri'),
    /** Markdown, rendered as the classroom renders it. */
    content: z
      .string({ error: 'Il contenuto deve essere un testo' })
      .max(50_000, 'Il contenuto può avere al massimo 50.000 caratteri')
      .default(''),
    /** Empty is no video; otherwise an http(s) address (YouTube and Vimeo play embedded). */
    videoUrl: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: VIDEO_URL_MESSAGE }).max(500, VIDEO_URL_MESSAGE)], {
        error: VIDEO_URL_MESSAGE,
      })
      .nullish()
      .transform((value) => value || null),
    /** Minutes. */
    duration: z.coerce
      .number({ error: LESSON_DURATION_MESSAGE })
      .int(LESSON_DURATION_MESSAGE)
      .min(1, LESSON_DURATION_MESSAGE)
      .max(600, 'Durata massima 600 minuti'),
  },
  { error: INVALID_BODY },
);
export type AdminLessonBody = z.output<typeof adminLessonBody>;
export type AdminLessonInput = z.input<typeof adminLessonBody>;

/** PUT /api/admin/courses/{courseId}/lessons/order: every lesson of the course, once, in the new order. */
export const adminLessonOrderBody = z.object(
  {
    lessonIds: z
      .array(z.string({ error: 'Ordine delle lezioni non valido' }), { error: 'Ordine delle lezioni non valido' })
      .max(MAX_LESSONS_PER_COURSE, 'Ordine delle lezioni non valido')
      .refine((ids) => new Set(ids).size === ids.length, 'Ogni lezione deve comparire una sola volta'),
  },
  { error: INVALID_BODY },
);
export type AdminLessonOrderBody = z.output<typeof adminLessonOrderBody>;

/** The lesson editor's rows: a course's lessons in their order. */
export const adminLessonView = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  content: z.string(),
  videoUrl: z.string().nullable(),
  duration: z.number().int(),
  order: z.number().int(),
});
export type AdminLessonView = z.infer<typeof adminLessonView>;

/** The Italian refusals of the content-management calls, shared by the API and its tests. */
export const CONTENT_MESSAGES = {
  lessonOrderIncomplete: "L'ordine deve contenere tutte le lezioni del corso, ciascuna una volta",
  tooManyLessons: `Un corso può avere al massimo ${MAX_LESSONS_PER_COURSE} lezioni`,
  belowAttendees: (attendees: number) => `Ci sono già ${attendees} iscritti: il numero massimo di partecipanti non può essere inferiore`,
  serviceDeactivated: 'Il servizio ha ordini collegati: è stato disattivato, non eliminato',
  serviceDeleted: 'Servizio eliminato',
  courseDeleted: 'Corso eliminato',
  eventDeleted: 'Evento eliminato',
  lessonDeleted: 'Lezione eliminata',
} as const;

/** DELETE answers: what was done, in Italian for the admin's toast. */
export const adminDeleteResult = z.object({ id: z.string(), message: z.string() });
export type AdminDeleteResult = z.infer<typeof adminDeleteResult>;
/** DELETE /api/services/{id}: `deleted` false when the service was deactivated instead. */
export const serviceDeleteResult = adminDeleteResult.extend({ deleted: z.boolean() });
export type ServiceDeleteResult = z.infer<typeof serviceDeleteResult>;
