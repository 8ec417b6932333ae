import { analyticsContract } from '@app/schemas/analytics/analyticsContract';
import { romeDayBounds, romeDayOf } from '@app/schemas/shared/romeTime';

import { implement } from '../../../shared/route';
import { activeMembersIn, countLessonCompletionsSince, countPostsSince } from '../../data/analytics';
import { globalStats } from '../../data/stats';

/**
 * GET /api/analytics/realtime: today so far (since midnight in Rome), polled every 30 seconds.
 * Counted live rather than kept by triggers: a count() aggregation costs one read per thousand
 * index entries, is exact by construction (no counter to drift or to reset at midnight, no
 * extra trigger on every like and comment), and all six queries run in parallel, one wave.
 * engagementRate is the share of members active today, in percent.
 */
export const getRealtimeAnalyticsRoute = implement(analyticsContract.getRealtimeAnalytics, async () => {
  const { start } = romeDayBounds(romeDayOf(new Date()));
  const [activeUsers, todayPosts, courseCompletions, stats] = await Promise.all([
    activeMembersIn({ start }),
    countPostsSince(start),
    countLessonCompletionsSince(start),
    globalStats(),
  ]);
  const engagementRate = stats.totalUsers > 0 ? Math.round((activeUsers / stats.totalUsers) * 1000) / 10 : 0;
  return { activeUsers, todayPosts, courseCompletions, engagementRate };
});
