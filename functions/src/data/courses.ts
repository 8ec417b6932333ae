import type { CourseDoc, LessonDoc, UserCourseProgressDoc } from '@app/schemas/entities';
import { entity } from './entity';

export const courses = entity<CourseDoc>('courses', { notFound: 'Corso non trovato', counters: ['enrollmentCount'] });
export const lessons = entity<LessonDoc>('lessons', { notFound: 'Lezione non trovata', stamps: ['createdAt'] });
/** user_course_progress/{userId}_{courseId} (enrolment) and …_{courseId}_{lessonId} (a lesson done). */
export const userCourseProgress = entity<UserCourseProgressDoc>('userCourseProgress', { notFound: 'Iscrizione non trovata', stamps: ['enrolledAt'] });
