import type { CourseView } from '@app/schemas/classroom/courses';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { complete, enrolIn, pointsOf, removeClassroomData, storeCourse } from '../../../../tools/testing/classroom';
import { auditActionsOn, auditCountOf, expectAdminOnly, storedFields } from '../../../../tools/testing/content';
import { build, storeMany } from '../../../../tools/testing/factories';
import { deleteLessonProgress } from '../data/courses';

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
});
afterAll(removeClassroomData);

const lessonPath = (courseId: string, lessonId: string) => `/api/admin/courses/${courseId}/lessons/${lessonId}`;
const completionsOf = async (lessonId: string) =>
  (await db.collection(COLLECTIONS.userCourseProgress).where('lessonId', '==', lessonId).count().get()).data().count;
async function classroomCourse(user: TestUser, courseId: string) {
  const response = await api<CourseView[]>('/api/courses', { cookie: user.cookie });
  return response.body.find((course) => course.id === courseId)!;
}

describe('DELETE /api/admin/courses/{courseId}/lessons/{lessonId}', () => {
  it('deletes the lesson, its completions follow, progress stays right and points earned stay', async () => {
    const course = await storeCourse();
    const [kept, removed] = course.lessonIds as [string, string];
    expect((await enrolIn(member, course.id)).status).toBe(200);
    expect((await complete(member, course.id, removed)).status).toBe(200);
    expect((await classroomCourse(member, course.id)).progress).toBe(50);
    const points = Number(await pointsOf(member));

    const response = await api(lessonPath(course.id, removed), { method: 'DELETE', cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: removed, message: 'Lezione eliminata' });
    expect(await storedFields('lessons', removed)).toBeUndefined();
    expect(await auditActionsOn(removed)).toEqual(['lesson.delete']);
    await settled();
    expect(await completionsOf(removed)).toBe(0);

    // One lesson left, not completed: 0 %, never more completed lessons than lessons.
    const after = await classroomCourse(member, course.id);
    expect(after.lessons.map((lesson) => lesson.id)).toEqual([kept]);
    expect(after.progress).toBe(0);
    expect(Number(await pointsOf(member))).toBe(points);

    // Completing the one left is 100 %; a lesson added afterwards brings it to 50 %.
    expect((await complete(member, course.id, kept)).status).toBe(200);
    expect((await classroomCourse(member, course.id)).progress).toBe(100);
    const added = await api(`/api/admin/courses/${course.id}/lessons`, {
      method: 'POST',
      cookie: admin.cookie,
      body: { title: 'Una lezione in più', content: '', videoUrl: '', duration: 5 },
    });
    expect(added.status).toBe(201);
    expect((await classroomCourse(member, course.id)).progress).toBe(50);
  });

  it('answers 404 for a lesson of another course, an unknown one and one already deleted, writing nothing', async () => {
    const [course, other] = await Promise.all([storeCourse(), storeCourse()]);
    const audits = await auditCountOf(admin);
    const foreign = await api(lessonPath(course.id, other.lessonIds[0]!), { method: 'DELETE', cookie: admin.cookie });
    const unknown = await api(lessonPath(course.id, 'lezione-inesistente'), { method: 'DELETE', cookie: admin.cookie });
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual({ message: 'Lezione non trovata' });
    expect(await storedFields('lessons', other.lessonIds[0]!)).toBeDefined();
    expect(await auditCountOf(admin)).toBe(audits);

    expect((await api(lessonPath(course.id, course.lessonIds[0]!), { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);
    expect((await api(lessonPath(course.id, course.lessonIds[0]!), { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
  });

  it('is 401 for a visitor and 403 for a member, and deletes nothing', async () => {
    const course = await storeCourse();
    await expectAdminOnly(lessonPath(course.id, course.lessonIds[0]!), member, { method: 'DELETE' });
    expect(await storedFields('lessons', course.lessonIds[0]!)).toBeDefined();
  });

  it('cascades in pages and is harmless when delivered twice', async () => {
    const lessonId = `lezione-cascata-${Date.now()}`;
    const completions = Array.from({ length: 230 }, (_, index) =>
      build.userCourseProgress({
        userId: `utente-${index}`,
        courseId: 'corso-cascata',
        lessonId,
        completed: true,
        completedAt: new Date(),
      }),
    );
    await storeMany('userCourseProgress', completions, (index) => `utente-${index}_corso_${lessonId}`);
    expect(await deleteLessonProgress(lessonId)).toBe(230);
    expect(await deleteLessonProgress(lessonId)).toBe(0);
    expect(await completionsOf(lessonId)).toBe(0);
  });
});
