/** The counters' stored shape: stats/global (shared/collections.ts says what `…Doc` is). */
import { z } from 'zod';

import { counter } from '../shared/collections';

/** stats/global: counters kept current by triggers, read by /api/stats and /api/admin/stats. */
export const statsDoc = z.object({
  totalUsers: counter,
  totalPosts: counter,
  totalCourses: counter,
  totalServices: counter,
});

export type StatsDoc = z.infer<typeof statsDoc>;
