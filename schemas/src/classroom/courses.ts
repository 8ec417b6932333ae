import { z } from 'zod';

import { NOT_FOUND } from '../shared/notFound';

/** A lesson as the classroom reads it: `isCompleted` is the caller's own progress. */
export const lessonView = z.object({
  id: z.string(),
  title: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  /** Markdown. */
  content: z.string(),
  videoUrl: z.string().nullable(),
  order: z.number().int(),
  isCompleted: z.boolean(),
});
export type LessonView = z.infer<typeof lessonView>;

/**
 * GET /api/courses and /api/user/courses: a published course with the caller's state. `progress` is
 * the percentage (0–100, rounded down) of its lessons the caller completed; `isLocked` is true when
 * the course needs a higher level than the caller's (Skool's level unlocks).
 */
export const courseView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Cents. */
  price: z.number().int(),
  requiredLevel: z.number().int(),
  enrollmentCount: z.number().int(),
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
