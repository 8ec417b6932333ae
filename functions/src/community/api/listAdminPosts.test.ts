import { type AdminStatsView, adminStatsView } from '@app/schemas/analytics/stats';
import { type AdminPostView, adminPostView } from '@app/schemas/community/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, createUser, nextLink, type TestUser } from '../../../../tools/testing/api';
import { addComment, deletePosts, like, publishPost } from '../../../../tools/testing/posts';
import { settledStats } from '../../../../tools/testing/stats';

let admin: TestUser;
let author: TestUser;
const created: string[] = [];

beforeAll(async () => {
  [admin, author] = await Promise.all([createUser({ admin: true }), createUser({ firstName: 'Giulia', lastName: 'Verdi' })]);
});
afterAll(() => deletePosts(created));

describe('GET /api/admin/posts', () => {
  it('lists posts newest first with author names, likes and comments, in two round trips', async () => {
    const post = await publishPost(author);
    created.push(post.id);
    await addComment(admin, post.id, 'Un commento della dottoressa');
    await like(admin, post.id, true);
    const response = await api<AdminPostView[]>('/api/admin/posts', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.roundTrips).toBe(2);
    for (const item of response.body) adminPostView.parse(item);
    expect(response.body[0]).toMatchObject({
      id: post.id,
      likesCount: 1,
      commentsCount: 1,
      author: { firstName: 'Giulia', lastName: 'Verdi' },
    });
  });

  it('pages by 50 with the Link header, the same round trips on the next page', async () => {
    // Members may publish 30 posts an hour each: a second author brings the list past one page.
    const secondAuthor = await createUser({ firstName: 'Sara', lastName: 'Neri' });
    for (let index = created.length; index < 52; index += 1) created.push((await publishPost(index % 2 ? author : secondAuthor)).id);
    const first = await api<AdminPostView[]>('/api/admin/posts', { cookie: admin.cookie });
    expect(first.body).toHaveLength(50);
    const next = nextLink(first.headers);
    expect(next).toMatch(/^\/api\/admin\/posts\?cursor=/);
    const second = await api<AdminPostView[]>(next!, { cookie: admin.cookie });
    expect(second.status).toBe(200);
    expect(second.roundTrips).toBe(2);
    const firstIds = new Set(first.body.map((post) => post.id));
    expect(second.body.some((post) => firstIds.has(post.id))).toBe(false);
    expect(second.body.length).toBeGreaterThan(0);
  });

  it('answers 400 for a forged cursor', async () => {
    const response = await api('/api/admin/posts?cursor=non-valido', { cookie: admin.cookie });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/admin/stats', () => {
  it('gives the four cards from stats/global and the live count of events, in two round trips', async () => {
    const stats = await settledStats();
    const response = await api<AdminStatsView>('/api/admin/stats', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.roundTrips).toBe(2);
    adminStatsView.parse(response.body);
    expect(response.body).toMatchObject({
      totalPosts: stats.totalPosts,
      totalCourses: stats.totalCourses,
      totalServices: stats.totalServices,
    });
    const memberStats = await api<{ totalEvents: number }>('/api/stats', { cookie: admin.cookie });
    expect(response.body.totalEvents).toBe(memberStats.body.totalEvents);
  });
});
