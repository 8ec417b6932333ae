/**
 * What the doctor's page and the summary read out of a range of entries (docs/product.md, Care
 * diary): daily pain and bloating, the Bristol distribution with the Rome IV subtype hint, cycle
 * lengths (PCOS) and the weight and waist trend. Pure functions of the entries.
 */
import { z } from 'zod';

import { IBS_SSS_BAND_KEYS } from '../carePlan/questionnaires';
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
/**
 * The days with stools recorded that the Rome IV hint needs: Rome IV recommends subtyping from a daily
 * diary of at least two weeks (Lacy BE et al., "Bowel Disorders", Gastroenterology 2016;150:1393–1407;
 * docs/product.md, Care diary). With fewer, the subtype is not suggested.
 */
export const ROME_IV_MIN_DAYS = 14;
export const bristolDistribution = z.object({
  /** counts[i] = stools of type i + 1. */
  counts: z.array(z.number().int()),
  total: z.number().int(),
  /** The different days with at least one stool recorded. */
  days: z.number().int(),
  hardShare: z.number(),
  looseShare: z.number(),
  subtypeHint: z.enum(ROME_IV_SUBTYPES).nullable(),
});
export type BristolDistribution = z.infer<typeof bristolDistribution>;

/**
 * The Bristol types' distribution, the shares of types 1–2 (hard) and 6–7 (loose), and the Rome IV
 * subtype they suggest: IBS-C when more than 25% are hard and under 25% loose, IBS-D the other way
 * round, IBS-M when both pass 25%, IBS-U when neither. A hint, not a diagnosis; null with stools
 * on fewer than ROME_IV_MIN_DAYS days.
 */
export function bristolDistributionOf(stools: readonly { day: string; type: number }[]): BristolDistribution {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  const stoolDays = new Set<string>();
  for (const { day, type } of stools) {
    if (type < 1 || type > 7) continue;
    counts[type - 1]! += 1;
    stoolDays.add(day);
  }
  const days = stoolDays.size;
  const total = counts.reduce((sum, count) => sum + count, 0);
  const share = (count: number) => (total === 0 ? 0 : count / total);
  const hardShare = share(counts[0]! + counts[1]!);
  const looseShare = share(counts[5]! + counts[6]!);
  const hard = hardShare > SUBTYPE_SHARE;
  const loose = looseShare > SUBTYPE_SHARE;
  const subtypeHint = days < ROME_IV_MIN_DAYS ? null : hard && loose ? 'IBS-M' : hard ? 'IBS-C' : loose ? 'IBS-D' : 'IBS-U';
  return { counts, total, days, hardShare, looseShare, subtypeHint };
}

/** The Rome IV line of the charts and the summary: the hint, or how many days it still needs. */
export function romeIvHintText({ subtypeHint, days }: Pick<BristolDistribution, 'subtypeHint' | 'days'>): string {
  if (subtypeHint) return `Indicazione Roma IV: ${subtypeHint}`;
  const day = (count: number) => (count === 1 ? '1 giorno' : `${count} giorni`);
  return `Servono almeno ${day(ROME_IV_MIN_DAYS)} di diario con le evacuazioni annotate per un'indicazione Roma IV (finora ${day(days)}).`;
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

export const ibsSssPoint = z.object({ id: z.string(), score: z.number().int(), band: z.enum(IBS_SSS_BAND_KEYS), submittedAt: z.string() });
export type IbsSssPoint = z.infer<typeof ibsSssPoint>;

export const diaryAnalysisView = z.object({
  symptoms: z.array(dailySymptoms),
  bristol: bristolDistribution,
  cycles: z.array(cycleLength),
  weight: trend,
  waist: trend,
});
export type DiaryAnalysisView = z.infer<typeof diaryAnalysisView>;

/** GET /api/diary/trends: the figures of a range, which the patient and the doctor see alike. */
export const diaryTrendsView = z.object({
  from: z.string(),
  to: z.string(),
  /** Every IBS-SSS of the patient, oldest first (not only the range's: the trend needs them). */
  questionnaires: z.array(ibsSssPoint),
  analysis: diaryAnalysisView,
});
export type DiaryTrendsView = z.infer<typeof diaryTrendsView>;
