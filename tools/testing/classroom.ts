/** Helpers for the classroom's and the members' calendar's API tests. */
import type { courseInsert, lessonInsert } from '@app/schemas/classroom/entities';
import type { calendarEventInsert } from '@app/schemas/events/entities';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import type { z } from 'zod';

import { api, db, type TestUser } from './api';
import { build, removeStored, store } from './factories';

const storedIds = { courseIds: [] as string[], eventIds: [] as string[] };

/** A published course with its lessons (in the given order), stored under test ids; removed by `removeClassroomData`. */
export async function storeCourse(
  course: Partial<z.input<typeof courseInsert>> = {},
  lessons: Partial<z.input<typeof lessonInsert>>[] = [{}, {}],
) {
  const id = await store('courses', build.course({ isPublished: true, ...course }));
  storedIds.courseIds.push(id);
  const lessonIds: string[] = [];
  for (const [index, lesson] of lessons.entries()) {
    lessonIds.push(await store('lessons', build.lesson({ courseId: id, order: index + 1, ...lesson })));
  }
  return { id, lessonIds };
}

/** An upcoming event stored under a test id; removed by `removeClassroomData`. */
export async function storeEvent(event: Partial<z.input<typeof calendarEventInsert>> = {}) {
  const id = await store('calendarEvents', build.calendarEvent(event));
  storedIds.eventIds.push(id);
  return id;
}

/** Gives a member points (their level follows from them). */
export async function setPoints(user: TestUser, points: number) {
  await db.collection(COLLECTIONS.users).doc(user.uid).update({ points });
}

export const enrolIn = (user: TestUser, courseId: string) =>
  api<{ enrollmentCount: number }>(`/api/courses/${courseId}/enroll`, { method: 'POST', cookie: user.cookie });

export const complete = (user: TestUser, courseId: string, lessonId: string) =>
  api<{ pointsAwarded: number }>(`/api/courses/${courseId}/lessons/${lessonId}/complete`, { method: 'POST', cookie: user.cookie });

export const attend = (user: TestUser, eventId: string, method: 'POST' | 'DELETE' = 'POST') =>
  api<{ eventId: string; isAttending: boolean; attendeeCount: number; message?: string }>(`/api/events/${eventId}/attend`, {
    method,
    cookie: user.cookie,
  });

async function fieldOf(collection: string, id: string, field: string): Promise<unknown> {
  return (await db.collection(collection).doc(id).get()).get(field);
}

export const enrollmentCountOf = (courseId: string) => fieldOf(COLLECTIONS.courses, courseId, 'enrollmentCount');
export const attendeeCountOf = (eventId: string) => fieldOf(COLLECTIONS.calendarEvents, eventId, 'attendeeCount');
export const pointsOf = (user: TestUser) => fieldOf(COLLECTIONS.users, user.uid, 'points');

async function countWhere(collection: string, field: string, value: string): Promise<number> {
  return (await db.collection(collection).where(field, '==', value).count().get()).data().count;
}

/** The progress documents of a course (enrolments and lessons done) and the registrations and seats of an event. */
export const progressDocumentsOf = (courseId: string) => countWhere(COLLECTIONS.userCourseProgress, 'courseId', courseId);
export const attendeeDocumentsOf = (eventId: string) => countWhere(COLLECTIONS.eventAttendees, 'eventId', eventId);
export const seatDocumentsOf = (eventId: string) => countWhere(COLLECTIONS.eventSeats, 'eventId', eventId);

/**
 * Deletes the courses, lessons and events this test file stored, and what the API wrote for them
 * (progress, registrations, seats, cancellations). Call it in afterAll.
 */
export async function removeClassroomData() {
  const { courseIds, eventIds } = storedIds;
  const queries = [
    ...courseIds.map((id) => db.collection(COLLECTIONS.userCourseProgress).where('courseId', '==', id)),
    ...eventIds.flatMap((id) =>
      [COLLECTIONS.eventAttendees, COLLECTIONS.eventSeats, COLLECTIONS.eventCancellations].map((name) =>
        db.collection(name).where('eventId', '==', id),
      ),
    ),
  ];
  const snapshots = await Promise.all(queries.map((query) => query.get()));
  await Promise.all(snapshots.flatMap((snapshot) => snapshot.docs.map((document) => document.ref.delete())));
  await removeStored();
}
