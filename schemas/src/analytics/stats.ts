import { z } from 'zod';

/**
 * GET /api/stats, the member home's four tiles: members, posts, published courses and upcoming
 * events.
 */
export const statsView = z.object({
  totalUsers: z.number().int(),
  totalPosts: z.number().int(),
  totalCourses: z.number().int(),
  totalEvents: z.number().int(),
});
export type StatsView = z.infer<typeof statsView>;

/** GET /api/admin/stats: the four cards of the admin dashboard. */
export const adminStatsView = z.object({
  totalPosts: z.number().int(),
  totalCourses: z.number().int(),
  totalEvents: z.number().int(),
  totalServices: z.number().int(),
});
export type AdminStatsView = z.infer<typeof adminStatsView>;
