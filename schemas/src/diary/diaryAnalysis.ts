/**
 * What the doctor's page and the summary read out of a range of entries (docs/product.md, Care
 * diary): daily pain and bloating, the Bristol distribution with the Rome IV subtype hint, cycle
 * lengths (PCOS) and the weight and waist trend. Pure functions of the entries.
 */
import { z } from 'zod';

import { daysBetween } from './diary';

/** A cycle longer than this many days is flagged (oligomenorrhoea, a PCOS criterion). */
export const LONG_CYCLE_DAYS = 35;
/** The share of hard (1–2) or loose (6–7) stools above which Rome IV counts the habit as predominant. */
export const SUBTYPE_SHARE = 0.25;

export const cycleLength = z.object({ start: z.string(), nextStart: z.string(), days: z.number().int(), isLong: z.boolean() });
export type CycleLength = z.infer<typeof cycleLength>;

/** The lengths between consecutive first days of a period ('YYYY-MM-DD', any order, repeats ignored). */
export function cycleLengths(periodDays: readonly string[]): CycleLength[] {
  const days = [...new Set(periodDays)].sort();
  return days.slice(1).map((nextStart, index) => {
    const start = days[index]!;
    const length = daysBetween(start, nextStart);
    return { start, nextStart, days: length, isLong: length > LONG_CYCLE_DAYS };
  });
}

export const trendPoint = z.object({ day: z.string(), value: z.number() });
export const trend = z.object({ points: z.array(trendPoint), change: z.number().nullable() });
export type Trend = z.infer<typeof trend>;

/** A measurement over time, oldest first, with the change from the first to the last value. */
export function measurementTrend(points: readonly { day: string; value: number }[]): Trend {
  const sorted = [...points].sort((a, b) => a.day.localeCompare(b.day));
  const change = sorted.length >= 2 ? Math.round((sorted.at(-1)!.value - sorted[0]!.value) * 10) / 10 : null;
  return { points: sorted, change };
}

export const ROME_IV_SUBTYPES = ['IBS-C', 'IBS-D', 'IBS-M', 'IBS-U'] as const;
export const bristolDistribution = z.object({
  /** counts[i] = stools of type i + 1. */
  counts: z.array(z.number().int()),
  total: z.number().int(),
  hardShare: z.number(),
  looseShare: z.number(),
  subtypeHint: z.enum(ROME_IV_SUBTYPES).nullable(),
});
export type BristolDistribution = z.infer<typeof bristolDistribution>;

/**
 * The Bristol types' distribution, the shares of types 1–2 (hard) and 6–7 (loose), and the Rome IV
 * subtype they suggest: IBS-C when more than 25% are hard and under 25% loose, IBS-D the other way
 * round, IBS-M when both pass 25%, IBS-U when neither. A hint for the doctor, not a diagnosis; null
 * without stools.
 */
export function bristolDistributionOf(types: readonly number[]): BristolDistribution {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const type of types) if (type >= 1 && type <= 7) counts[type - 1]! += 1;
  const total = counts.reduce((sum, count) => sum + count, 0);
  const share = (count: number) => (total === 0 ? 0 : count / total);
  const hardShare = share(counts[0]! + counts[1]!);
  const looseShare = share(counts[5]! + counts[6]!);
  const hard = hardShare > SUBTYPE_SHARE;
  const loose = looseShare > SUBTYPE_SHARE;
  const subtypeHint = total === 0 ? null : hard && loose ? 'IBS-M' : hard ? 'IBS-C' : loose ? 'IBS-D' : 'IBS-U';
  return { counts, total, hardShare, looseShare, subtypeHint };
}

export const dailySymptoms = z.object({ day: z.string(), pain: z.number().int(), bloating: z.number().int() });
export type DailySymptoms = z.infer<typeof dailySymptoms>;

/** Each day's worst pain and bloating, oldest first (days without a symptoms entry left out). */
export function dailySymptomsOf(entries: readonly { day: string; pain: number; bloating: number }[]): DailySymptoms[] {
  const byDay = new Map<string, DailySymptoms>();
  for (const entry of entries) {
    const current = byDay.get(entry.day) ?? { day: entry.day, pain: 0, bloating: 0 };
    byDay.set(entry.day, {
      day: entry.day,
      pain: Math.max(current.pain, entry.pain),
      bloating: Math.max(current.bloating, entry.bloating),
    });
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}
