import { z } from 'zod';

import { wireOf } from '../shared/entityView';
import { text } from '../shared/formText';
import { priceInCents, priceInEuro } from '../shared/money';
import { NOT_FOUND } from '../shared/notFound';
import { courseDoc, lessonDoc } from './entities';

/** The stored fields a lesson's answers show as they are (shared/entityView.ts). */
export const lessonStoredFields = wireOf(lessonDoc).pick({ id: true, title: true, duration: true, order: true });

/**
 * A lesson as the classroom reads it: `isCompleted` is the caller's own progress. Its content and
 * video are not shown as stored: a locked course shows them empty.
 */
export const lessonView = lessonStoredFields.extend({
  /** Markdown. */
  content: z.string(),
  videoUrl: z.string().nullable(),
  isCompleted: z.boolean(),
});
export type LessonView = z.infer<typeof lessonView>;

/** The stored fields a course's answers show as they are, the price in cents. */
export const courseStoredFields = wireOf(courseDoc).pick({
  id: true,
  title: true,
  description: true,
  imageUrl: true,
  price: true,
  requiredLevel: true,
  enrollmentCount: true,
});

/**
 * GET /api/courses and /api/user/courses: a published course with the caller's state. `progress` is
 * the percentage (0–100, rounded down) of its lessons the caller completed; `isLocked` is true when
 * the course needs a higher level than the caller's (Skool's level unlocks).
 */
export const courseView = courseStoredFields.extend({
  isEnrolled: z.boolean(),
  isLocked: z.boolean(),
  progress: z.number().int().min(0).max(100),
  lessons: z.array(lessonView),
});
export type CourseView = z.infer<typeof courseView>;

/** POST /api/courses/{courseId}/enroll */
export const enrollResult = z.object({ courseId: z.string(), isEnrolled: z.literal(true), enrollmentCount: z.number().int() });
export type EnrollResult = z.infer<typeof enrollResult>;

/** POST /api/courses/{courseId}/lessons/{lessonId}/complete: `pointsAwarded` is 0 when it was done already. */
export const completeLessonResult = z.object({
  courseId: z.string(),
  lessonId: z.string(),
  isCompleted: z.literal(true),
  pointsAwarded: z.number().int(),
});
export type CompleteLessonResult = z.infer<typeof completeLessonResult>;

/** Points a member earns for each lesson completed (once per lesson). */
export const LESSON_POINTS = 10;

/** Published courses the classroom lists at most (one `in` query reads their lessons). */
export const COURSES_LIMIT = 30;

/** Italian refusals the client shows as they are. */
export const COURSE_MESSAGES = {
  notFound: NOT_FOUND.course,
  lessonNotFound: NOT_FOUND.lesson,
  locked: (level: number) => `Questo corso si sblocca al livello ${level}`,
  notEnrolled: 'Iscriviti al corso per completare le lezioni',
} as const;

// The admin area's bodies and views of courses and lessons (docs/product.md, Screens, Validation and Content
// management), shared by the dialogs and the API.

const INVALID_BODY = 'Dati non validi';
const title = text(5, 200, 'Il titolo deve avere almeno 5 caratteri', 'Il titolo può avere al massimo 200 caratteri');
const description = text(20, 5000, 'La descrizione deve avere almeno 20 caratteri', 'La descrizione può avere al massimo 5000 caratteri');

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

/** GET /api/admin/courses: every course, drafts too (price in cents). */
export const adminCourseView = wireOf(courseDoc).pick({
  id: true,
  title: true,
  description: true,
  price: true,
  requiredLevel: true,
  isPublished: true,
  enrollmentCount: true,
  createdAt: true,
});
export type AdminCourseView = z.infer<typeof adminCourseView>;

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
export const adminLessonView = wireOf(lessonDoc).pick({
  id: true,
  courseId: true,
  title: true,
  content: true,
  videoUrl: true,
  duration: true,
  order: true,
});
export type AdminLessonView = z.infer<typeof adminLessonView>;

/** The Italian refusals of the content-management calls, shared by the API and its tests. */
export const COURSE_CONTENT_MESSAGES = {
  lessonOrderIncomplete: "L'ordine deve contenere tutte le lezioni del corso, ciascuna una volta",
  tooManyLessons: `Un corso può avere al massimo ${MAX_LESSONS_PER_COURSE} lezioni`,
  courseDeleted: 'Corso eliminato',
  lessonDeleted: 'Lezione eliminata',
} as const;
