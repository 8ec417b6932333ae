import type { CourseView } from '@app/schemas/classroom/courses';
import type { AdminLessonView } from '@app/schemas/classroom/courses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, type TestUser } from '../../../../tools/testing/api';
import { removeClassroomData, storeCourse } from '../../../../tools/testing/classroom';
import { auditActionsOn, auditCountOf, expectAdminOnly } from '../../../../tools/testing/content';

let admin: TestUser;
let member: TestUser;
let course: Awaited<ReturnType<typeof storeCourse>>;
let other: Awaited<ReturnType<typeof storeCourse>>;

beforeAll(async () => {
  [admin, member, course, other] = await Promise.all([
    createUser({ admin: true }),
    createUser(),
    storeCourse({}, [{}, {}, {}]),
    storeCourse(),
  ]);
});
afterAll(removeClassroomData);

const orderPath = (courseId: string) => `/api/admin/courses/${courseId}/lessons/order`;
const reorder = (courseId: string, lessonIds: unknown) =>
  api<AdminLessonView[]>(orderPath(courseId), { method: 'PUT', cookie: admin.cookie, body: { lessonIds } });
const storedOrder = async (courseId: string) =>
  (await api<AdminLessonView[]>(`/api/admin/courses/${courseId}/lessons`, { cookie: admin.cookie })).body.map((lesson) => lesson.id);

describe('PUT /api/admin/courses/{courseId}/lessons/order', () => {
  it('numbers the lessons 1..n in the given order, which the classroom then follows', async () => {
    const [first, second, third] = course.lessonIds as [string, string, string];
    const response = await reorder(course.id, [third, first, second]);
    expect(response.status).toBe(200);
    expect(response.body.map((lesson) => [lesson.id, lesson.order])).toEqual([
      [third, 1],
      [first, 2],
      [second, 3],
    ]);
    expect(await storedOrder(course.id)).toEqual([third, first, second]);
    const classroom = await api<CourseView[]>('/api/courses', { cookie: member.cookie });
    expect(classroom.body.find((item) => item.id === course.id)!.lessons.map((lesson) => lesson.id)).toEqual([third, first, second]);
    expect(await auditActionsOn(course.id)).toContain('lesson.reorder');
  });

  it.each([
    ['a missing lesson', (ids: string[]) => ids.slice(1), "L'ordine deve contenere tutte le lezioni del corso, ciascuna una volta"],
    ['a repeated lesson', (ids: string[]) => [...ids, ids[0]!], 'Ogni lezione deve comparire una sola volta'],
    ['a repeated lesson in place of another', (ids: string[]) => [ids[0]!, ids[0]!, ids[1]!], 'Ogni lezione deve comparire una sola volta'],
    [
      'an unknown lesson',
      (ids: string[]) => [...ids.slice(1), 'lezione-inesistente'],
      "L'ordine deve contenere tutte le lezioni del corso, ciascuna una volta",
    ],
    [
      'a lesson of another course',
      (ids: string[]) => [...ids, other.lessonIds[0]!],
      "L'ordine deve contenere tutte le lezioni del corso, ciascuna una volta",
    ],
    ['no list', (ids: string[]) => ids.join(','), 'Ordine delle lezioni non valido'],
  ])('refuses %s with a 400 in Italian and changes nothing (audit included)', async (_, change, message) => {
    const [before, audits] = await Promise.all([storedOrder(course.id), auditCountOf(admin)]);
    const response = await reorder(course.id, change([...before].reverse()));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await storedOrder(course.id)).toEqual(before);
    expect(await auditCountOf(admin)).toBe(audits);
  });

  it('answers 404 for an unknown course', async () => {
    const response = await reorder('corso-inesistente', course.lessonIds);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Corso non trovato' });
  });

  it('is 401 for a visitor and 403 for a member, and changes nothing', async () => {
    const before = await storedOrder(course.id);
    await expectAdminOnly(orderPath(course.id), member, { method: 'PUT', body: { lessonIds: [...before].reverse() } });
    expect(await storedOrder(course.id)).toEqual(before);
  });
});
