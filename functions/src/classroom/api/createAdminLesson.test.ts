import type { CourseView } from '@app/schemas/classroom/courses';
import { type AdminLessonView, adminLessonView } from '@app/schemas/classroom/courses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, type TestUser } from '../../../../tools/testing/api';
import { removeClassroomData, storeCourse } from '../../../../tools/testing/classroom';
import { auditActionsOn, auditCountOf, expectAdminOnly, storedFields } from '../../../../tools/testing/content';

let admin: TestUser;
let member: TestUser;
let course: Awaited<ReturnType<typeof storeCourse>>;
let other: Awaited<ReturnType<typeof storeCourse>>;

beforeAll(async () => {
  [admin, member, course, other] = await Promise.all([createUser({ admin: true }), createUser(), storeCourse(), storeCourse()]);
});
afterAll(removeClassroomData);

const lessonsPath = (courseId: string) => `/api/admin/courses/${courseId}/lessons`;
const valid = () => ({
  title: 'Cosa sono i FODMAP',
  content: '## I gruppi\n\nI **FODMAP** sono zuccheri fermentabili.',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  duration: 12,
});
const listLessons = (courseId: string) => api<AdminLessonView[]>(lessonsPath(courseId), { cookie: admin.cookie });

describe('GET and POST /api/admin/courses/{courseId}/lessons', () => {
  it('lists a course lessons in order (two round trips) and adds a new one after the last, with its audit entry', async () => {
    const before = await listLessons(course.id);
    expect(before.status).toBe(200);
    expect(before.roundTrips).toBe(2);
    expect(before.body.map((lesson) => lesson.id)).toEqual(course.lessonIds);

    const created = await api<AdminLessonView>(lessonsPath(course.id), { method: 'POST', cookie: admin.cookie, body: valid() });
    expect(created.status).toBe(201);
    adminLessonView.parse(created.body);
    expect(created.body).toMatchObject({ ...valid(), courseId: course.id, order: 3 });
    expect(await storedFields('lessons', created.body.id)).toMatchObject({ ...valid(), courseId: course.id, order: 3 });
    expect(await auditActionsOn(created.body.id)).toEqual(['lesson.create']);

    // The classroom shows it last, with its content and video.
    const classroom = await api<CourseView[]>('/api/courses', { cookie: member.cookie });
    const lessons = classroom.body.find((item) => item.id === course.id)!.lessons;
    expect(lessons.at(-1)).toMatchObject({ id: created.body.id, content: valid().content, videoUrl: valid().videoUrl, duration: 12 });
  });

  it('stores an empty video address as no video', async () => {
    const created = await api<AdminLessonView>(lessonsPath(course.id), {
      method: 'POST',
      cookie: admin.cookie,
      body: { ...valid(), videoUrl: '' },
    });
    expect(created.status).toBe(201);
    expect(created.body.videoUrl).toBeNull();
  });

  it('is 401 for a visitor and 403 for a member, and writes nothing', async () => {
    await expectAdminOnly(lessonsPath(course.id), member, { method: 'GET' });
    const count = (await listLessons(course.id)).body.length;
    await expectAdminOnly(lessonsPath(course.id), member, { method: 'POST', body: valid() });
    expect((await listLessons(course.id)).body).toHaveLength(count);
  });

  it.each([
    ['title', { title: 'ab' }, 'Il titolo deve avere almeno 3 caratteri'],
    ['duration', { duration: 0 }, 'La durata deve essere di almeno 1 minuto'],
    ['duration (text)', { duration: 'dieci' }, 'La durata deve essere di almeno 1 minuto'],
    ['videoUrl', { videoUrl: 'javascript:alert(1)' }, 'Inserisci un link valido (https://…)'],
    ['content', { content: 'x'.repeat(50_001) }, 'Il contenuto può avere al massimo 50.000 caratteri'],
  ])('refuses a bad %s with its Italian message, writing nothing (audit included)', async (_, change, message) => {
    const [count, audits] = await Promise.all([listLessons(course.id), auditCountOf(admin)]);
    const response = await api(lessonsPath(course.id), { method: 'POST', cookie: admin.cookie, body: { ...valid(), ...change } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await listLessons(course.id)).body).toHaveLength(count.body.length);
    expect(await auditCountOf(admin)).toBe(audits);
  });

  it('answers 404 for an unknown course, writing nothing', async () => {
    const audits = await auditCountOf(admin);
    const list = await listLessons('corso-inesistente');
    const created = await api(lessonsPath('corso-inesistente'), { method: 'POST', cookie: admin.cookie, body: valid() });
    expect([list.status, created.status]).toEqual([404, 404]);
    expect(created.body).toEqual({ message: 'Corso non trovato' });
    expect(await auditCountOf(admin)).toBe(audits);
  });
});

describe('PUT /api/admin/courses/{courseId}/lessons/{lessonId}', () => {
  const lessonPath = (courseId: string, lessonId: string) => `${lessonsPath(courseId)}/${lessonId}`;

  it('changes title, content, video and duration; course and order stay', async () => {
    const [lessonId] = course.lessonIds;
    const body = { title: 'Titolo nuovo', content: '**Nuovo** contenuto', videoUrl: 'https://vimeo.com/76979871', duration: 25 };
    const response = await api<AdminLessonView>(lessonPath(course.id, lessonId!), { method: 'PUT', cookie: admin.cookie, body });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: lessonId, courseId: course.id, order: 1, ...body });
    expect(await storedFields('lessons', lessonId!)).toMatchObject({ ...body, courseId: course.id, order: 1 });
    expect(await auditActionsOn(lessonId!)).toEqual(['lesson.update']);
  });

  it('answers 404 for a lesson of another course and for an unknown lesson, writing nothing', async () => {
    const audits = await auditCountOf(admin);
    const foreign = await api(lessonPath(course.id, other.lessonIds[0]!), { method: 'PUT', cookie: admin.cookie, body: valid() });
    const unknown = await api(lessonPath(course.id, 'lezione-inesistente'), { method: 'PUT', cookie: admin.cookie, body: valid() });
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.body).toEqual({ message: 'Lezione non trovata' });
    expect(await storedFields('lessons', other.lessonIds[0]!)).not.toMatchObject({ title: valid().title });
    expect(await auditCountOf(admin)).toBe(audits);
  });

  it('is 401 for a visitor and 403 for a member, and changes nothing', async () => {
    const lessonId = other.lessonIds[1]!;
    const before = await storedFields('lessons', lessonId);
    await expectAdminOnly(lessonPath(other.id, lessonId), member, { method: 'PUT', body: valid() });
    expect(await storedFields('lessons', lessonId)).toEqual(before);
  });
});
