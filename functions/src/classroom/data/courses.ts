import {
  type CourseDoc,
  type CourseInsert,
  type LessonDoc,
  type LessonInsert,
  type UserCourseProgressDoc,
  userCourseProgressInsert,
} from '@app/schemas/classroom/entities';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';

import { pointsIncrement, users } from '../../accounts/data/users';
import type { AuditRecord } from '../../audit/data/adminAudit';
import { commitAdminWrite } from '../../audit/data/adminWrite';
import { entity, newBatch } from '../../shared/data/entity';
import { deleteMatching } from '../../shared/data/pagedDeletion';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

export const courses = entity<CourseDoc>('courses', { notFound: NOT_FOUND.course, counters: ['enrollmentCount'] });
export const lessons = entity<LessonDoc>('lessons', { notFound: NOT_FOUND.lesson, stamps: ['createdAt'] });
/** user_course_progress/{userId}_{courseId} (enrolment) and …_{courseId}_{lessonId} (a lesson done). */
export const userCourseProgress = entity<UserCourseProgressDoc>('userCourseProgress', {
  notFound: 'Iscrizione non trovata',
  stamps: ['enrolledAt'],
});

export const enrollmentId = (userId: string, courseId: string) => `${userId}_${courseId}`;
export const lessonProgressId = (userId: string, courseId: string, lessonId: string) => `${userId}_${courseId}_${lessonId}`;

/** Most lessons read for one classroom page (a bound, far above any real course list). */
const LESSONS_LIMIT = 1000;

/** Published courses, oldest first, at most `limit`: one round trip. */
export async function publishedCourses(limit: number): Promise<CourseDoc[]> {
  const snapshot = await courses.typed.where('isPublished', '==', true).orderBy('createdAt', 'asc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/** The lessons of these courses (at most 30: one `in` query), each course's in `order`. */
export async function lessonsOfCourses(courseIds: string[]): Promise<Map<string, LessonDoc[]>> {
  const byCourse = new Map<string, LessonDoc[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const snapshot = await lessons.typed.where('courseId', 'in', courseIds).limit(LESSONS_LIMIT).get();
  for (const lesson of snapshot.docs.map((document) => document.data())) byCourse.get(lesson.courseId)?.push(lesson);
  for (const list of byCourse.values()) list.sort((a, b) => a.order - b.order);
  return byCourse;
}

/** A member's enrolments and completed lessons in these courses (at most 30): one query. */
export async function progressInCourses(userId: string, courseIds: string[]): Promise<UserCourseProgressDoc[]> {
  if (courseIds.length === 0) return [];
  const snapshot = await userCourseProgress.typed
    .where('userId', '==', userId)
    .where('courseId', 'in', courseIds)
    .limit(LESSONS_LIMIT + courseIds.length)
    .get();
  return snapshot.docs.map((document) => document.data());
}

/** Whether the create failed because the document was there already (the action was done). */
const alreadyDone = (error: unknown) => isFirestoreError(error, FIRESTORE_CODES.alreadyExists);

/**
 * Enrols a member: the enrolment document is created in the same atomic batch as the +1 on
 * enrollmentCount, so enrolling twice (or twice at once) fails the create and counts once.
 * Answers the course's count afterwards.
 */
export async function enrol(userId: string, courseId: string): Promise<number> {
  const batch = newBatch();
  batch.create(
    userCourseProgress.ref(enrollmentId(userId, courseId)),
    userCourseProgress.insertData(userCourseProgressInsert.parse({ userId, courseId })),
  );
  batch.update(courses.ref(courseId), { enrollmentCount: FieldValue.increment(1) });
  try {
    await batch.commit();
  } catch (error) {
    if (!alreadyDone(error)) throw error;
  }
  return (await courses.byId(courseId)).enrollmentCount;
}

/** Whether the member is enrolled in the course: one read. */
export async function isEnrolled(userId: string, courseId: string): Promise<boolean> {
  return Boolean(await userCourseProgress.find(enrollmentId(userId, courseId)));
}

/**
 * Marks a lesson completed and awards its points, once. The points are an increment in the same
 * batch as the create of the lesson's progress document rather than a trigger: the create
 * precondition already makes it count once (a repeat fails and writes nothing), and the points are
 * there when the client refetches the current user, with no trigger delay. The users trigger then
 * moves the level. Answers the points awarded by this call (0 when the lesson was done already).
 */
export async function completeLesson(userId: string, courseId: string, lessonId: string, points: number): Promise<number> {
  const batch = newBatch();
  const completed = userCourseProgressInsert.parse({ userId, courseId, lessonId, completed: true });
  batch.create(userCourseProgress.ref(lessonProgressId(userId, courseId, lessonId)), {
    ...userCourseProgress.insertData(completed),
    completedAt: FieldValue.serverTimestamp(),
  });
  batch.update(users.ref(userId), pointsIncrement(points));
  try {
    await batch.commit();
    return points;
  } catch (error) {
    if (alreadyDone(error)) return 0;
    throw error;
  }
}

// Admin area: every course, drafts too, and the creation of a course.

/** The admin's course list is bounded: the newest this many. */
export const ADMIN_COURSES_LIMIT = 200;

/** Every course, drafts included, the newest first: one round trip. */
export async function newestCoursesForAdmin(limit = ADMIN_COURSES_LIMIT): Promise<CourseDoc[]> {
  const snapshot = await courses.typed.orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/** Creates a course with the audit entry of the admin who creates it. */
export async function insertCourse(insert: CourseInsert, actorId: string): Promise<CourseDoc> {
  const reference = courses.newRef();
  const audit = {
    action: 'course.create',
    collection: 'courses',
    documentId: reference.id,
    summary: `Corso «${insert.title}» creato`,
  } as const;
  const [written] = await commitAdminWrite(actorId, audit, courses.notFound, (batch) =>
    batch.create(reference, courses.insertData(insert)),
  );
  const at = written!.writeTime.toDate();
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

// Content management (docs/product.md, Content management): the admin edits and deletes courses
// and writes their lessons. Every write commits with its audit entry; lesson writes also touch the
// course (an update, so a lesson is never written into a course deleted meanwhile: that is a 404).

const touchCourse = (batch: WriteBatch, courseId: string) =>
  batch.update(courses.ref(courseId), { updatedAt: FieldValue.serverTimestamp() });

/** Changes a course's fields (the counter and createdAt stay); an unknown id is its 404. */
export async function updateCourse(id: string, fields: Omit<CourseInsert, 'imageUrl'>, actorId: string): Promise<CourseDoc> {
  const audit = { action: 'course.update', collection: 'courses', documentId: id, summary: `Corso «${fields.title}» modificato` } as const;
  await commitAdminWrite(actorId, audit, courses.notFound, (batch) =>
    batch.update(courses.ref(id), { ...fields, updatedAt: FieldValue.serverTimestamp() }),
  );
  return courses.byId(id);
}

/**
 * Deletes a course (an exists precondition: unknown, or deleted meanwhile, is its 404). Its lessons
 * and its members' progress follow by the onCourseDeletedCascade trigger, totalCourses by onCourseWritten.
 */
export async function deleteCourse(course: CourseDoc, actorId: string): Promise<void> {
  const audit = {
    action: 'course.delete',
    collection: 'courses',
    documentId: course.id,
    summary: `Corso «${course.title}» eliminato`,
  } as const;
  await commitAdminWrite(actorId, audit, courses.notFound, (batch) => batch.delete(courses.ref(course.id), { exists: true }));
}

/** The lessons of one course, in order (one query; the course's own existence is not checked). */
export async function lessonsOfCourse(courseId: string): Promise<LessonDoc[]> {
  return (await lessonsOfCourses([courseId])).get(courseId) ?? [];
}

/** The lesson, only as a lesson of this course: a lesson of another course is a 404 like an unknown one. */
export async function lessonOfCourse(courseId: string, lessonId: string): Promise<LessonDoc> {
  const lesson = await lessons.find(lessonId);
  if (lesson?.courseId !== courseId) throw lessons.notFound();
  return lesson;
}

/** A lesson write: the change, the touch of its course and the audit entry, in one batch. */
function commitLessonWrite(
  courseId: string,
  actorId: string,
  audit: AuditRecord,
  notFound: () => Error,
  write: (batch: WriteBatch) => void,
) {
  return commitAdminWrite(actorId, audit, notFound, (batch) => {
    write(batch);
    touchCourse(batch, courseId);
  });
}

/** Adds a lesson after the course's last one; a course deleted meanwhile is its 404. */
export async function insertLesson(insert: LessonInsert, actorId: string): Promise<LessonDoc> {
  const reference = lessons.newRef();
  const summary = `Lezione «${insert.title}» aggiunta`;
  await commitLessonWrite(
    insert.courseId,
    actorId,
    { action: 'lesson.create', collection: 'lessons', documentId: reference.id, summary },
    courses.notFound,
    (batch) => batch.create(reference, lessons.insertData(insert)),
  );
  return lessons.byId(reference.id);
}

/** Changes a lesson's title, content, video and duration (its course and order stay). */
export async function updateLesson(
  lesson: LessonDoc,
  fields: Pick<LessonInsert, 'title' | 'content' | 'videoUrl' | 'duration'>,
  actorId: string,
) {
  const summary = `Lezione «${fields.title}» modificata`;
  await commitLessonWrite(
    lesson.courseId,
    actorId,
    { action: 'lesson.update', collection: 'lessons', documentId: lesson.id, summary },
    lessons.notFound,
    (batch) => batch.update(lessons.ref(lesson.id), fields),
  );
  return lessons.byId(lesson.id);
}

/** Deletes a lesson; its members' progress follows by the onLessonDeletedCascade trigger. */
export async function deleteLesson(lesson: LessonDoc, actorId: string): Promise<void> {
  const summary = `Lezione «${lesson.title}» eliminata`;
  await commitLessonWrite(
    lesson.courseId,
    actorId,
    { action: 'lesson.delete', collection: 'lessons', documentId: lesson.id, summary },
    lessons.notFound,
    (batch) => batch.delete(lessons.ref(lesson.id), { exists: true }),
  );
}

/** Numbers the lessons 1..n in the given order, in one batch (at most MAX_LESSONS_PER_COURSE updates). */
export async function reorderLessons(courseId: string, lessonIds: string[], courseTitle: string, actorId: string): Promise<void> {
  const summary = `Lezioni del corso «${courseTitle}» riordinate`;
  await commitLessonWrite(
    courseId,
    actorId,
    { action: 'lesson.reorder', collection: 'courses', documentId: courseId, summary },
    lessons.notFound,
    (batch) => lessonIds.forEach((lessonId, index) => batch.update(lessons.ref(lessonId), { order: index + 1 })),
  );
}

/**
 * What goes with a deleted course: every progress document (enrolments and lessons completed), then
 * its lessons, page by page (progress first, so the lessons' own cascades find nothing left to do).
 * Points members earned stay (docs/product.md, Content management). Idempotent: run again, it finds
 * nothing left. Returns how many documents were deleted.
 */
export async function deleteCourseContent(courseId: string): Promise<number> {
  const deletedProgress = await deleteMatching(userCourseProgress.collection.where('courseId', '==', courseId));
  return deletedProgress + (await deleteMatching(lessons.collection.where('courseId', '==', courseId)));
}

/** What goes with a deleted lesson: the progress documents of its completions, page by page. */
export async function deleteLessonProgress(lessonId: string): Promise<number> {
  return deleteMatching(userCourseProgress.collection.where('lessonId', '==', lessonId));
}

/**
 * Ends a member's enrolment (account erasure): the enrolment goes with the −1 on enrollmentCount in
 * one batch, its delete precondition making a repeat count once. A course deleted meanwhile fails
 * the update; its own cascade takes the enrolment.
 */
export async function withdrawEnrolment(enrolment: UserCourseProgressDoc): Promise<void> {
  const batch = newBatch();
  batch.delete(userCourseProgress.ref(enrolment.id), { exists: true });
  batch.update(courses.ref(enrolment.courseId), { enrollmentCount: FieldValue.increment(-1) });
  try {
    await batch.commit();
  } catch (error) {
    if (!isFirestoreError(error, FIRESTORE_CODES.notFound)) throw error;
  }
}
