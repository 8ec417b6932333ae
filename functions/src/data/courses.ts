import type { CourseDoc, CourseInsert, LessonDoc, UserCourseProgressDoc } from '@app/schemas/entities';
import { entity } from './entity';

export const courses = entity<CourseDoc>('courses', { notFound: 'Corso non trovato', counters: ['enrollmentCount'] });
export const lessons = entity<LessonDoc>('lessons', { notFound: 'Lezione non trovata', stamps: ['createdAt'] });
/** user_course_progress/{userId}_{courseId} (enrolment) and …_{courseId}_{lessonId} (a lesson done). */
export const userCourseProgress = entity<UserCourseProgressDoc>('userCourseProgress', { notFound: 'Iscrizione non trovata', stamps: ['enrolledAt'] });

// Admin area: every course, drafts too, and the creation of a course.

/** The admin's course list is bounded: the newest this many. */
export const ADMIN_COURSES_LIMIT = 200;

/** Every course, drafts included, the newest first: one round trip. */
export async function newestCoursesForAdmin(limit = ADMIN_COURSES_LIMIT): Promise<CourseDoc[]> {
  const snapshot = await courses.typed.orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

export async function insertCourse(insert: CourseInsert): Promise<CourseDoc> {
  const reference = courses.newRef();
  const written = await reference.create(courses.insertData(insert));
  const at = written.writeTime.toDate();
  return { ...insert, id: reference.id, enrollmentCount: 0, createdAt: at, updatedAt: at };
}

/** Course performance for analytics: the most enrolled courses, one round trip. */
export async function mostEnrolledCourses(limit: number): Promise<CourseDoc[]> {
  const snapshot = await courses.typed.orderBy('enrollmentCount', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/** How many lessons of a course members have completed: one count() aggregation. */
export async function countLessonCompletions(courseId: string): Promise<number> {
  const query = userCourseProgress.collection.where('courseId', '==', courseId).where('completed', '==', true);
  return (await query.count().get()).data().count;
}
