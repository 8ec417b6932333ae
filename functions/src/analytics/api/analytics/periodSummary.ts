import { type AnalyticsSnapshot, type AnalyticsView, DAY_FIGURES, type DayFigures, trendPercent } from '@app/schemas/analytics/analytics';

type Summary = AnalyticsView['summary'];

/**
 * Each figure's sum over the period and over the period before it, from running totals: the
 * period's sum is the last day's total minus the total before its first day (the first day's
 * total minus its own figure); the previous period's is that minus the total at the end of the
 * day before it (`beforePrevious`). Without that document there is nothing to compare with.
 */
export function summaryOf(days: AnalyticsSnapshot[], beforePrevious: AnalyticsSnapshot | undefined): Summary {
  const first = days[0];
  const last = days.at(-1);
  return Object.fromEntries(
    DAY_FIGURES.map((name) => {
      if (!first || !last) return [name, { value: 0, previous: null, trend: null }];
      const beforeFirst = first.totals[name] - first.figures[name];
      const value = last.totals[name] - beforeFirst;
      const previous = beforePrevious ? beforeFirst - beforePrevious.totals[name] : null;
      return [name, { value, previous, trend: trendPercent(value, previous) }];
    }),
  ) as Summary;
}

export const seriesDayOf = (snapshot: AnalyticsSnapshot): DayFigures & { day: string; totalMembers: number } => ({
  day: snapshot.day,
  ...snapshot.figures,
  totalMembers: snapshot.totals.newMembers,
});
