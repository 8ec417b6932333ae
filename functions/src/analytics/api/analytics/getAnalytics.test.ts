import {
  type AnalyticsSnapshot,
  type AnalyticsView,
  analyticsView,
  type RealtimeAnalyticsView,
  realtimeAnalyticsView,
  trendPercent,
} from '@app/schemas/analytics/analytics';
import { addDays, romeDayOf } from '@app/schemas/shared/romeTime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, db, type TestUser } from '../../../../../tools/testing/api';
import { deletePosts, publishPost } from '../../../../../tools/testing/posts';
import { summaryOf } from './periodSummary';

let admin: TestUser;
const created: string[] = [];

beforeAll(async () => {
  admin = await createUser({ admin: true });
});
afterAll(() => deletePosts(created));

/** A day's figures (or the totals): one active member, `posts` posts, nothing else. */
const dayOf = (posts: number) => ({
  activeMembers: 1,
  newMembers: 0,
  posts,
  comments: 0,
  likes: 0,
  lessonCompletions: 0,
  enrolments: 0,
  eventRegistrations: 0,
  orders: 0,
  revenue: 0,
  contactRequests: 0,
});
const figures = (posts: number, totalPosts: number) => ({ day: '', figures: dayOf(posts), totals: dayOf(totalPosts) });
const snapshot = (day: string, posts: number, totalPosts: number): AnalyticsSnapshot => ({ ...figures(posts, totalPosts), day });

describe('the period summary', () => {
  it('sums the period from running totals and compares it with the period before', () => {
    // Before the previous period: 10 posts. Previous period: 6 more (16). This period: 2 + 3 + 4.
    const days = [snapshot('2026-03-04', 2, 18), snapshot('2026-03-05', 3, 21), snapshot('2026-03-06', 4, 25)];
    const summary = summaryOf(days, snapshot('2026-02-28', 1, 10));
    expect(summary.posts).toEqual({ value: 9, previous: 6, trend: 50 });
  });

  it('has no trend without the previous period or from zero', () => {
    expect(summaryOf([snapshot('2026-03-04', 2, 2)], undefined).posts).toEqual({ value: 2, previous: null, trend: null });
    expect(trendPercent(5, 0)).toBeNull();
    expect(trendPercent(3, 4)).toBe(-25);
  });
});

describe('GET /api/analytics', () => {
  it('answers 400 for an unknown period', async () => {
    const response = await api('/api/analytics?period=decade', { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Periodo non valido: usa week, month o year' });
  });

  it.each([
    ['week', 7],
    ['month', 30],
    ['year', 365],
  ] as const)('gives the %s series up to yesterday from the stored snapshots', async (period, length) => {
    const response = await api<AnalyticsView>(`/api/analytics?period=${period}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const body = analyticsView.parse(response.body);
    const yesterday = addDays(romeDayOf(new Date()), -1);
    expect(body.to).toBe(yesterday);
    expect(body.from).toBe(addDays(yesterday, -(length - 1)));
    expect(body.days.length).toBeLessThanOrEqual(length);
    const stored = await db.collection('analytics_snapshots').where('day', '>=', body.from).where('day', '<=', body.to).get();
    expect(body.days.map((day) => day.day)).toEqual(stored.docs.map((document) => document.id).sort());
    const postsInDays = body.days.reduce((sum, day) => sum + day.posts, 0);
    expect(body.summary.posts.value).toBe(postsInDays);
    // The snapshots, the day before the previous period, courses, contributors; then one count per course.
    expect(response.roundTrips).toBe(4 + body.courses.length);
    expect(body.topContributors.length).toBeLessThanOrEqual(3);
    const points = body.topContributors.map((user) => user.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('defaults to 30 days', async () => {
    const response = await api<AnalyticsView>('/api/analytics', { cookie: admin.cookie });
    expect(response.body.period).toBe('month');
  });
});

describe('GET /api/analytics/realtime', () => {
  it("counts today's posts and active members live", async () => {
    const before = await api<RealtimeAnalyticsView>('/api/analytics/realtime', { cookie: admin.cookie });
    expect(before.status).toBe(200);
    realtimeAnalyticsView.parse(before.body);
    const author = await createUser();
    created.push((await publishPost(author)).id);
    const after = await api<RealtimeAnalyticsView>('/api/analytics/realtime', { cookie: admin.cookie });
    expect(after.body.todayPosts).toBe(before.body.todayPosts + 1);
    expect(after.body.activeUsers).toBe(before.body.activeUsers + 1);
    expect(after.body.engagementRate).toBeGreaterThan(0);
    expect(after.body.engagementRate).toBeLessThanOrEqual(100);
    expect(after.roundTrips).toBe(6);
  });
});
