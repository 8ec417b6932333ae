/** The classroom's stored shapes: courses, lessons, members' progress (shared/collections.ts says what `…Doc` and `…Insert` are). */
import { z } from 'zod';

import { counter, id, timestamp } from '../shared/collections';

/** Price in cents. */
export const courseInsert = z.object({
  title: z.string().min(1),
  description: z.string().default(''),
  imageUrl: z.string().nullable().default(null),
  price: z.number().int().min(0).default(0),
  isPublished: z.boolean().default(false),
  requiredLevel: z.number().int().min(1).default(1),
});
export const courseDoc = courseInsert.extend({
  id,
  enrollmentCount: counter,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const lessonInsert = z.object({
  courseId: id,
  title: z.string().min(1),
  content: z.string().default(''),
  videoUrl: z.string().nullable().default(null),
  order: z.number().int(),
  /** Minutes. */
  duration: z.number().int().min(0).default(0),
});
export const lessonDoc = lessonInsert.extend({ id, createdAt: timestamp });

// user_course_progress/{userId}_{courseId} (enrolment) and …_{courseId}_{lessonId} (a lesson).
export const userCourseProgressInsert = z.object({
  userId: id,
  courseId: id,
  lessonId: id.nullable().default(null),
  completed: z.boolean().default(false),
  completedAt: timestamp.nullable().default(null),
});
export const userCourseProgressDoc = userCourseProgressInsert.extend({ id, enrolledAt: timestamp });

export type CourseDoc = z.infer<typeof courseDoc>;
export type LessonDoc = z.infer<typeof lessonDoc>;
export type UserCourseProgressDoc = z.infer<typeof userCourseProgressDoc>;

// Insert shapes after parsing (defaults applied): what the data layer stores for a new document.
export type CourseInsert = z.output<typeof courseInsert>;
export type LessonInsert = z.output<typeof lessonInsert>;
export type UserCourseProgressInsert = z.output<typeof userCourseProgressInsert>;
