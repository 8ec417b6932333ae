import { statsContract } from '@app/schemas/analytics/statsContract';

import { countUpcomingEvents } from '../../../events/data/events';
import { implement } from '../../../shared/route';
import { globalStats } from '../../data/stats';

/**
 * GET /api/admin/stats: the admin dashboard's four cards in two round trips, in parallel. Posts,
 * published courses and active services are counters of stats/global kept by triggers; events
 * still to come are counted live, as GET /api/stats does (they pass with the clock, not a write).
 */
export const getAdminStatsRoute = implement(statsContract.getAdminStats, async () => {
  const [stats, totalEvents] = await Promise.all([globalStats(), countUpcomingEvents()]);
  return { totalPosts: stats.totalPosts, totalCourses: stats.totalCourses, totalEvents, totalServices: stats.totalServices };
});
