import type { CourseView } from '@app/schemas/classroom/courses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, type TestUser } from '../../../../tools/testing/api';
import { complete, enrolIn, removeClassroomData, storeCourse } from '../../../../tools/testing/classroom';

let member: TestUser;
let open: Awaited<ReturnType<typeof storeCourse>>;
let locked: Awaited<ReturnType<typeof storeCourse>>;
let draft: Awaited<ReturnType<typeof storeCourse>>;

const coursesOf = async (user: TestUser, path = '/api/courses') => {
  const response = await api<CourseView[]>(path, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return { ...response, byId: new Map(response.body.map((course) => [course.id, course])) };
};

beforeAll(async () => {
  member = await createUser();
  [open, locked, draft] = await Promise.all([
    // Lessons stored out of order: the answer puts them in `order`.
    storeCourse({ price: 1990 }, [
      { title: 'Seconda', order: 2, duration: 30, content: '## Titolo\n\nTesto', videoUrl: 'https://www.youtube-nocookie.com/embed/abc' },
      { title: 'Prima', order: 1, duration: 15 },
    ]),
    storeCourse({ requiredLevel: 2 }, [{ title: 'Riservata', content: 'Contenuto riservato', videoUrl: 'https://vimeo.com/123' }]),
    storeCourse({ isPublished: false }),
  ]);
});

afterAll(removeClassroomData);

describe('GET /api/courses', () => {
  it('is 401 for a visitor', async () => {
    const response = await api('/api/courses');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Accesso richiesto' });
  });

  it('lists published courses only, with lessons in order and the caller state, in four round trips', async () => {
    const { byId, roundTrips } = await coursesOf(member);
    expect(byId.has(draft.id)).toBe(false);
    const course = byId.get(open.id)!;
    expect(course).toMatchObject({ price: 1990, requiredLevel: 1, enrollmentCount: 0, isEnrolled: false, isLocked: false, progress: 0 });
    expect(course.lessons.map((lesson) => [lesson.title, lesson.order, lesson.duration, lesson.isCompleted])).toEqual([
      ['Prima', 1, 15, false],
      ['Seconda', 2, 30, false],
    ]);
    expect(course.lessons[1]).toMatchObject({ content: '## Titolo\n\nTesto', videoUrl: 'https://www.youtube-nocookie.com/embed/abc' });
    expect(roundTrips).toBe(4);
  });

  it('shows a course above the member level as locked, with lesson titles but not their content; an admin sees it open', async () => {
    const shown = (await coursesOf(member)).byId.get(locked.id);
    expect(shown).toMatchObject({ isLocked: true, requiredLevel: 2 });
    expect(shown?.lessons).toEqual([expect.objectContaining({ title: 'Riservata', content: '', videoUrl: null })]);
    const admin = await createUser({ admin: true });
    const forAdmin = (await coursesOf(admin)).byId.get(locked.id);
    expect(forAdmin).toMatchObject({ isLocked: false });
    expect(forAdmin?.lessons[0]).toMatchObject({ content: 'Contenuto riservato', videoUrl: 'https://vimeo.com/123' });
  });

  it('gives enrolment, completed lessons and progress in percent for the caller only', async () => {
    const learner = await createUser();
    expect((await enrolIn(learner, open.id)).status).toBe(200);
    const course = (await coursesOf(learner)).byId.get(open.id)!;
    expect((await complete(learner, open.id, course.lessons[0]!.id)).status).toBe(200);

    const after = (await coursesOf(learner)).byId.get(open.id)!;
    expect(after).toMatchObject({ isEnrolled: true, progress: 50, enrollmentCount: 1 });
    expect(after.lessons.map((lesson) => lesson.isCompleted)).toEqual([true, false]);
    // Another member sees the count, not the progress.
    expect((await coursesOf(member)).byId.get(open.id)).toMatchObject({ isEnrolled: false, progress: 0, enrollmentCount: 1 });
  });
});

describe('GET /api/user/courses', () => {
  it('is 401 for a visitor', async () => {
    expect((await api('/api/user/courses')).status).toBe(401);
  });

  it('lists only the courses the caller is enrolled in', async () => {
    const learner = await createUser();
    expect((await coursesOf(learner, '/api/user/courses')).body.some((course) => [open.id, locked.id].includes(course.id))).toBe(false);
    await enrolIn(learner, open.id);
    const { body, roundTrips } = await coursesOf(learner, '/api/user/courses');
    expect(body.map((course) => course.id)).toEqual([open.id]);
    expect(body[0]).toMatchObject({ isEnrolled: true });
    expect(roundTrips).toBe(4);
  });
});
