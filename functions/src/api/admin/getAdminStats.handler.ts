import { adminStatsView } from '@app/schemas/admin';

import { countUpcomingEvents } from '../../data/events';
import { globalStats } from '../../data/stats';
import { defineRoute } from '../route';

/**
 * GET /api/admin/stats: the admin dashboard's four cards in two round trips, in parallel. Posts,
 * published courses and active services are counters of stats/global kept by triggers; events
 * still to come are counted live, as GET /api/stats does (they pass with the clock, not a write).
 */
export const getAdminStatsRoute = defineRoute({
  method: 'get',
  path: '/admin/stats',
  access: 'admin',
  summary: "Le quattro schede della dashboard dell'amministratrice",
  response: adminStatsView,
  async handler() {
    const [stats, totalEvents] = await Promise.all([globalStats(), countUpcomingEvents()]);
    return { totalPosts: stats.totalPosts, totalCourses: stats.totalCourses, totalEvents, totalServices: stats.totalServices };
  },
});
