/**
 * Analytics (docs/product.md (Screens), with real figures): daily snapshots written by a scheduled function,
 * the period's series read from them, and today's live figures.
 */
import { z } from 'zod';

import { userDoc } from '../accounts/entities';
import { courseDoc } from '../classroom/entities';
import { wireOf } from '../shared/entityView';

/** The period filter: 7 giorni, 30 giorni (the default), 1 anno. */
export const ANALYTICS_PERIODS = { week: 7, month: 30, year: 365 } as const;
export type AnalyticsPeriod = keyof typeof ANALYTICS_PERIODS;
export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = { week: '7 giorni', month: '30 giorni', year: '1 anno' };

export const analyticsQuery = z.object({
  period: z
    .enum(Object.keys(ANALYTICS_PERIODS) as [AnalyticsPeriod, ...AnalyticsPeriod[]], {
      error: 'Periodo non valido: usa week, month o year',
    })
    .default('month'),
});

/** The figures of one day in Rome. Revenue is in cents (orders completed that day). */
export const DAY_FIGURES = [
  'activeMembers',
  'newMembers',
  'posts',
  'comments',
  'likes',
  'lessonCompletions',
  'enrolments',
  'eventRegistrations',
  'orders',
  'revenue',
  'contactRequests',
] as const;
export type DayFigure = (typeof DAY_FIGURES)[number];
const figures = z.object(Object.fromEntries(DAY_FIGURES.map((name) => [name, z.number().int().min(0)])) as Record<DayFigure, z.ZodNumber>);
export type DayFigures = z.infer<typeof figures>;

/**
 * analytics_snapshots/{YYYY-MM-DD}: the day's figures and `totals`, the running sums up to the end
 * of that day (totals.newMembers is the number of members then), which let a period be compared
 * with the one before it from two documents instead of all of the previous period's.
 */
export const analyticsSnapshot = z.object({ day: z.string(), figures, totals: figures });
export type AnalyticsSnapshot = z.infer<typeof analyticsSnapshot>;

/** One figure over the period: its sum, the previous period's and the change in percent. */
export const periodFigure = z.object({ value: z.number(), previous: z.number().nullable(), trend: z.number().nullable() });

/** A course of the page: the stored fields it shows as they are (shared/entityView.ts), then its completions. */
export const courseFigureFields = wireOf(courseDoc).pick({ id: true, title: true, enrollmentCount: true });
/** A top contributor: the names, points and level of the profile, nothing else of it. */
export const contributorFields = wireOf(userDoc).pick({ id: true, firstName: true, lastName: true, points: true, level: true });

/** GET /api/analytics?period= */
export const analyticsView = z.object({
  period: z.enum(Object.keys(ANALYTICS_PERIODS) as [AnalyticsPeriod, ...AnalyticsPeriod[]]),
  from: z.string(),
  to: z.string(),
  /** The days that have a snapshot, oldest first, with the number of members at their end. */
  days: z.array(figures.extend({ day: z.string(), totalMembers: z.number().int() })),
  summary: z.object(Object.fromEntries(DAY_FIGURES.map((name) => [name, periodFigure])) as Record<DayFigure, typeof periodFigure>),
  courses: z.array(courseFigureFields.extend({ lessonCompletions: z.number().int() })),
  topContributors: z.array(contributorFields),
});
export type AnalyticsView = z.infer<typeof analyticsView>;
export type AnalyticsDay = AnalyticsView['days'][number];

/** GET /api/analytics/realtime: today so far, in Rome. engagementRate is a percentage. */
export const realtimeAnalyticsView = z.object({
  activeUsers: z.number().int(),
  todayPosts: z.number().int(),
  courseCompletions: z.number().int(),
  engagementRate: z.number(),
});
export type RealtimeAnalyticsView = z.infer<typeof realtimeAnalyticsView>;

/** The change from `previous` to `value` in percent, one decimal; none without a base. */
export function trendPercent(value: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

/** docs/product.md (Constants): shown only when the realtime call fails. */
export const REALTIME_FALLBACK: RealtimeAnalyticsView = { activeUsers: 127, todayPosts: 24, courseCompletions: 89, engagementRate: 76 };
