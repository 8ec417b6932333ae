import type { CurrentUser } from '@app/schemas/accounts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import {
  complete,
  enrolIn,
  pointsOf,
  progressDocumentsOf,
  removeClassroomData,
  setPoints,
  storeCourse,
} from '../../../../tools/testing/classroom';

let course: Awaited<ReturnType<typeof storeCourse>>;
let other: Awaited<ReturnType<typeof storeCourse>>;

/** A new member enrolled in `course`. */
async function enrolled(courseId = course.id): Promise<TestUser> {
  const user = await createUser();
  expect((await enrolIn(user, courseId)).status).toBe(200);
  return user;
}

beforeAll(async () => {
  [course, other] = await Promise.all([storeCourse(), storeCourse()]);
});

afterAll(removeClassroomData);

describe('POST /api/courses/{courseId}/lessons/{lessonId}/complete', () => {
  it('is 401 for a visitor, and nothing is written', async () => {
    const response = await api(`/api/courses/${course.id}/lessons/${course.lessonIds[0]}/complete`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await progressDocumentsOf(course.id)).toBe(0);
  });

  it('completes once and awards 10 points once, also when repeated at the same time', async () => {
    const user = await enrolled();
    const [lessonId] = course.lessonIds;
    const first = await complete(user, course.id, lessonId!);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ courseId: course.id, lessonId, isCompleted: true, pointsAwarded: 10 });
    expect(await pointsOf(user)).toBe(10);

    const repeats = await Promise.all([1, 2, 3].map(() => complete(user, course.id, lessonId!)));
    expect(repeats.map((repeat) => repeat.body.pointsAwarded)).toEqual([0, 0, 0]);
    expect(await pointsOf(user)).toBe(10);

    // The last lesson twice at once: 20 points in all, and the level follows (20 points make level 3).
    const last = await Promise.all([complete(user, course.id, course.lessonIds[1]!), complete(user, course.id, course.lessonIds[1]!)]);
    expect(last.map((answer) => answer.body.pointsAwarded).sort()).toEqual([0, 10]);
    expect(await pointsOf(user)).toBe(20);
    expect((await api<CurrentUser>('/api/auth/user', { cookie: user.cookie })).body).toMatchObject({ points: 20, level: 3 });
    // The users trigger stores the level for the points.
    await settled();
    expect((await db.collection('users').doc(user.uid).get()).get('level')).toBe(3);
  });

  it('is 403 in Italian without the enrolment, and writes nothing', async () => {
    const user = await createUser();
    const response = await complete(user, course.id, course.lessonIds[0]!);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Iscriviti al corso per completare le lezioni' });
    expect(await pointsOf(user)).toBe(0);
  });

  it('is 404 for a lesson of another course or an unknown lesson, and writes nothing', async () => {
    const user = await enrolled();
    const before = await progressDocumentsOf(course.id);
    for (const lessonId of [other.lessonIds[0]!, 'non-esiste', 'a%2Fb']) {
      const response = await complete(user, course.id, lessonId);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Lezione non trovata' });
    }
    expect(await progressDocumentsOf(course.id)).toBe(before);
    expect(await pointsOf(user)).toBe(0);
  });

  it('is 404 for a draft and 403 for a course above the level, writing nothing', async () => {
    const [draft, locked] = await Promise.all([storeCourse({ isPublished: false }), storeCourse({ requiredLevel: 3 })]);
    const user = await createUser();
    const draftAnswer = await complete(user, draft.id, draft.lessonIds[0]!);
    expect(draftAnswer.status).toBe(404);
    expect(draftAnswer.body).toEqual({ message: 'Corso non trovato' });

    // Enrolled while at level 3, then back to level 1: the course is locked again.
    await setPoints(user, 20);
    expect((await enrolIn(user, locked.id)).status).toBe(200);
    await setPoints(user, 0);
    const lockedAnswer = await complete(user, locked.id, locked.lessonIds[0]!);
    expect(lockedAnswer.status).toBe(403);
    expect(lockedAnswer.body).toEqual({ message: 'Questo corso si sblocca al livello 3' });
    expect(await pointsOf(user)).toBe(0);
  });

  it('lets an enrolled admin complete a lesson', async () => {
    const admin = await createUser({ admin: true });
    await enrolIn(admin, course.id);
    expect((await complete(admin, course.id, course.lessonIds[0]!)).body).toMatchObject({ pointsAwarded: 10 });
  });
});
