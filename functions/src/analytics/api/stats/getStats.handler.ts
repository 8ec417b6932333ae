import { statsContract } from '@app/schemas/analytics/statsContract';

import { countUpcomingEvents } from '../../../events/data/events';
import { implement } from '../../../shared/route';
import { globalStats } from '../../data/stats';

/**
 * GET /api/stats (members): the home page's four figures in two round trips, in parallel.
 * Members, posts and published courses come from stats/global, which triggers keep current.
 * Upcoming events are counted live with one count() aggregation: "upcoming" changes with the
 * clock, not with a write, so no trigger could know when an event has passed.
 */
export const getStatsRoute = implement(statsContract.getStats, async () => {
  const [stats, totalEvents] = await Promise.all([globalStats(), countUpcomingEvents()]);
  return { totalUsers: stats.totalUsers, totalPosts: stats.totalPosts, totalCourses: stats.totalCourses, totalEvents };
});
