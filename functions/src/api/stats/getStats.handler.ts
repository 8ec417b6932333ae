import type { RequestHandler } from 'express';
import type { StatsView } from '@app/schemas/stats';
import { collection } from '../../app/documents';
import { statsReference } from '../../triggers/stats';

const countOf = (value: unknown) => Math.max(0, Number(value ?? 0) || 0);

/**
 * GET /api/stats (members): the home page's four figures in two round trips, in parallel.
 * Members, posts and published courses come from stats/global, which triggers keep current.
 * Upcoming events are counted live with one count() aggregation: "upcoming" changes with the
 * clock, not with a write, so no trigger could know when an event has passed.
 */
export const getStats: RequestHandler = async (_req, res) => {
  const [stats, upcoming] = await Promise.all([
    statsReference().get(),
    collection('calendarEvents').where('startTime', '>=', new Date()).count().get(),
  ]);
  const view: StatsView = {
    totalUsers: countOf(stats.get('totalUsers')),
    totalPosts: countOf(stats.get('totalPosts')),
    totalCourses: countOf(stats.get('totalCourses')),
    totalEvents: upcoming.data().count,
  };
  res.json(view);
};
