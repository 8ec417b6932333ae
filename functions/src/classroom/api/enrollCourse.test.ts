import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, type TestUser } from '../../../../tools/testing/api';
import {
  enrolIn,
  enrollmentCountOf,
  progressDocumentsOf,
  removeClassroomData,
  setPoints,
  storeCourse,
} from '../../../../tools/testing/classroom';

let member: TestUser;
async function newCourse(overrides: Parameters<typeof storeCourse>[0] = {}) {
  return (await storeCourse(overrides)).id;
}

beforeAll(async () => {
  member = await createUser();
});

afterAll(removeClassroomData);

describe('POST /api/courses/{courseId}/enroll', () => {
  it('is 401 for a visitor, and nothing is written', async () => {
    const courseId = await newCourse();
    expect((await api(`/api/courses/${courseId}/enroll`, { method: 'POST' })).status).toBe(401);
    expect(await progressDocumentsOf(courseId)).toBe(0);
  });

  it('enrols once: a repeat, also at the same time, changes nothing', async () => {
    const courseId = await newCourse();
    const first = await enrolIn(member, courseId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ courseId, isEnrolled: true, enrollmentCount: 1 });
    expect((await enrolIn(member, courseId)).body).toEqual({ courseId, isEnrolled: true, enrollmentCount: 1 });

    const others = await Promise.all([createUser(), createUser(), createUser()]);
    const answers = await Promise.all(others.flatMap((user) => [enrolIn(user, courseId), enrolIn(user, courseId)]));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await enrollmentCountOf(courseId)).toBe(4);
    expect(await progressDocumentsOf(courseId)).toBe(4);
  });

  it('lets an admin enrol, in a course of any level', async () => {
    const courseId = await newCourse({ requiredLevel: 5 });
    const admin = await createUser({ admin: true });
    expect((await enrolIn(admin, courseId)).body).toMatchObject({ isEnrolled: true, enrollmentCount: 1 });
  });

  it('is 403 in Italian for a course above the member level, until the member reaches it', async () => {
    const courseId = await newCourse({ requiredLevel: 2 });
    const climber = await createUser();
    const refused = await enrolIn(climber, courseId);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Questo corso si sblocca al livello 2' });
    expect(await progressDocumentsOf(courseId)).toBe(0);
    expect(await enrollmentCountOf(courseId)).toBe(0);

    await setPoints(climber, 5);
    expect((await enrolIn(climber, courseId)).body).toMatchObject({ isEnrolled: true, enrollmentCount: 1 });
  });

  it('is 404 for a draft, as for an unknown course, and writes nothing', async () => {
    const draftId = await newCourse({ isPublished: false });
    for (const id of [draftId, 'non-esiste']) {
      const response = await enrolIn(member, id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Corso non trovato' });
    }
    expect(await progressDocumentsOf(draftId)).toBe(0);
    expect(await enrollmentCountOf(draftId)).toBe(0);
  });

  it('never lets an id with a slash reach a document path', async () => {
    const courseId = await newCourse();
    const response = await enrolIn(member, `${courseId}%2Fx`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Corso non trovato' });
    expect(await progressDocumentsOf(courseId)).toBe(0);
  });
});
