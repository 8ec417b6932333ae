import { randomUUID } from 'node:crypto';

import { type StatsView, statsView } from '@app/schemas/analytics/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, settled, type TestUser } from '../../../../../tools/testing/api';
import { build, store } from '../../../../../tools/testing/factories';
import { deletePosts, publishPost } from '../../../../../tools/testing/posts';
import { settledStats } from '../../../../../tools/testing/stats';

const HOUR = 60 * 60 * 1000;
const tag = randomUUID().slice(0, 8);
const events = { upcoming: `stats-upcoming-${tag}`, past: `stats-past-${tag}` };
const createdPosts: string[] = [];
let member: TestUser;

const stats = async (cookie = member.cookie) => (await api<StatsView>('/api/stats', { cookie })).body;

function calendarEvent(id: string, startTime: Date) {
  return store('calendarEvents', build.calendarEvent({ title: `Statistiche ${id}`, startTime }), { id });
}

beforeAll(async () => {
  member = await createUser();
  await settledStats();
});

afterAll(async () => {
  await Promise.all(Object.values(events).map((id) => db.collection('calendar_events').doc(id).delete()));
  await deletePosts(createdPosts);
});

describe('GET /api/stats', () => {
  it('is 401 for a visitor', async () => {
    const response = await api('/api/stats');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Accesso richiesto' });
  });

  it('gives members and admins the four figures in two round trips', async () => {
    const admin = await createUser({ admin: true });
    for (const caller of [member, admin]) {
      const response = await api<StatsView>('/api/stats', { cookie: caller.cookie });
      expect(response.status).toBe(200);
      expect(Object.keys(statsView.parse(response.body)).sort()).toEqual(['totalCourses', 'totalEvents', 'totalPosts', 'totalUsers']);
      expect(response.roundTrips).toBe(2);
    }
  });

  it('counts the members and the published courses of the demo data', async () => {
    await settled();
    const figures = await stats();
    const users = (await db.collection('users').count().get()).data().count;
    const published = (await db.collection('courses').where('isPublished', '==', true).count().get()).data().count;
    expect(figures.totalUsers).toBe(users);
    expect(figures.totalCourses).toBe(published);
  });

  it('counts upcoming events only, at once', async () => {
    const before = (await stats()).totalEvents;
    await calendarEvent(events.past, new Date(Date.now() - HOUR));
    await calendarEvent(events.upcoming, new Date(Date.now() + HOUR));
    expect((await stats()).totalEvents).toBe(before + 1);
  });

  it('counts a new post shortly after it is published, and uncounts it when deleted', async () => {
    const before = (await stats()).totalPosts;
    const post = await publishPost(member);
    createdPosts.push(post.id);
    await settled();
    expect((await stats()).totalPosts).toBe(before + 1);
    await deletePosts([post.id]);
    await settled();
    expect((await stats()).totalPosts).toBe(before);
  });
});
