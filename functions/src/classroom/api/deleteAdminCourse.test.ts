import type { CourseView } from '@app/schemas/classroom/courses';
import type { AdminCourseView } from '@app/schemas/classroom/courses';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../tools/testing/api';
import { complete, enrolIn, pointsOf, progressDocumentsOf, removeClassroomData, storeCourse } from '../../../../tools/testing/classroom';
import { auditActionsOn, auditCountOf, expectAdminOnly, storedFields } from '../../../../tools/testing/content';
import { build, storeMany } from '../../../../tools/testing/factories';
import { readStats, settledStats } from '../../../../tools/testing/stats';
import { deleteCourseContent } from '../data/courses';

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser({ admin: true }), createUser()]);
});
afterAll(removeClassroomData);

const coursePath = (id: string) => `/api/admin/courses/${id}`;
const lessonsOf = async (courseId: string) =>
  (await db.collection(COLLECTIONS.lessons).where('courseId', '==', courseId).count().get()).data().count;
const edit = {
  title: 'Intestino felice, seconda edizione',
  description: 'Un corso rinnovato sulla dieta low-FODMAP.',
  price: 2990,
  requiredLevel: 2,
  isPublished: false,
};

describe('PUT /api/admin/courses/{id}', () => {
  it('changes the course with its audit entry; unpublishing it takes it out of totalCourses and the classroom', async () => {
    const before = await settledStats();
    const course = await storeCourse();
    // The published course is counted first, then unpublished.
    await settled();
    expect((await readStats()).totalCourses).toBe(before.totalCourses! + 1);
    const response = await api<AdminCourseView>(coursePath(course.id), { method: 'PUT', cookie: admin.cookie, body: edit });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: course.id, ...edit, enrollmentCount: 0 });
    expect(await storedFields('courses', course.id)).toMatchObject(edit);
    expect(await auditActionsOn(course.id)).toEqual(['course.update']);
    await settled();
    expect((await readStats()).totalCourses).toBe(before.totalCourses);
    const classroom = await api<CourseView[]>('/api/courses', { cookie: member.cookie });
    expect(classroom.body.some((item) => item.id === course.id)).toBe(false);
  });

  it('refuses bad input (400) and an unknown course (404), writing nothing (audit included)', async () => {
    const course = await storeCourse();
    const stored = await storedFields('courses', course.id);
    const audits = await auditCountOf(admin);
    const bad = await api(coursePath(course.id), { method: 'PUT', cookie: admin.cookie, body: { ...edit, price: -1 } });
    const unknown = await api(coursePath('corso-inesistente'), { method: 'PUT', cookie: admin.cookie, body: edit });
    expect([bad.status, unknown.status]).toEqual([400, 404]);
    expect(bad.body).toEqual({ message: 'Il prezzo deve essere positivo' });
    expect(unknown.body).toEqual({ message: 'Corso non trovato' });
    expect(await storedFields('courses', course.id)).toEqual(stored);
    expect(await storedFields('courses', 'corso-inesistente')).toBeUndefined();
    expect(await auditCountOf(admin)).toBe(audits);
  });

  it('is 401 for a visitor and 403 for a member, and changes nothing', async () => {
    const course = await storeCourse();
    const stored = await storedFields('courses', course.id);
    await expectAdminOnly(coursePath(course.id), member, { method: 'PUT', body: edit });
    expect(await storedFields('courses', course.id)).toEqual(stored);
  });
});

describe('DELETE /api/admin/courses/{id}', () => {
  it('deletes the course; its lessons and progress follow, totalCourses drops, points earned stay', async () => {
    const course = await storeCourse();
    expect((await enrolIn(member, course.id)).status).toBe(200);
    expect((await complete(member, course.id, course.lessonIds[0]!)).status).toBe(200);
    expect(await progressDocumentsOf(course.id)).toBe(2);
    const points = Number(await pointsOf(member));
    const before = await settledStats();

    const response = await api(coursePath(course.id), { method: 'DELETE', cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: course.id, message: 'Corso eliminato' });
    expect(await storedFields('courses', course.id)).toBeUndefined();
    expect(await auditActionsOn(course.id)).toEqual(['course.delete']);
    await settled();
    expect(await lessonsOf(course.id)).toBe(0);
    expect(await progressDocumentsOf(course.id)).toBe(0);
    expect((await readStats()).totalCourses).toBe(before.totalCourses! - 1);
    expect(Number(await pointsOf(member))).toBe(points);
    const mine = await api<CourseView[]>('/api/user/courses', { cookie: member.cookie });
    expect(mine.body.some((item) => item.id === course.id)).toBe(false);
  });

  it('answers 404 for an unknown course and for one already deleted, writing nothing more', async () => {
    const course = await storeCourse();
    expect((await api(coursePath(course.id), { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);
    const audits = await auditCountOf(admin);
    const again = await api(coursePath(course.id), { method: 'DELETE', cookie: admin.cookie });
    const unknown = await api(coursePath('corso-inesistente'), { method: 'DELETE', cookie: admin.cookie });
    expect([again.status, unknown.status]).toEqual([404, 404]);
    expect(unknown.body).toEqual({ message: 'Corso non trovato' });
    expect(await auditCountOf(admin)).toBe(audits);
  });

  it('is 401 for a visitor and 403 for a member, and deletes nothing', async () => {
    const course = await storeCourse();
    await expectAdminOnly(coursePath(course.id), member, { method: 'DELETE' });
    expect(await storedFields('courses', course.id)).toBeDefined();
    expect(await lessonsOf(course.id)).toBe(2);
  });

  it('cascades in pages and is harmless when delivered twice', async () => {
    const courseId = `corso-cascata-${Date.now()}`;
    // More progress documents than a page; a few lessons (each deletion sets off the lesson's own cascade).
    const lessons = Array.from({ length: 5 }, (_, index) =>
      build.lesson({ courseId, title: `Lezione ${index}`, order: index + 1, duration: 5 }),
    );
    await storeMany('lessons', lessons, (index) => `${courseId}-lezione-${index}`);
    const enrolments = Array.from({ length: 210 }, (_, index) => build.userCourseProgress({ userId: `utente-${index}`, courseId }));
    await storeMany('userCourseProgress', enrolments, (index) => `utente-${index}_${courseId}`);
    expect(await deleteCourseContent(courseId)).toBe(215);
    expect(await deleteCourseContent(courseId)).toBe(0);
    expect(await lessonsOf(courseId)).toBe(0);
    expect(await progressDocumentsOf(courseId)).toBe(0);
  });
});
