import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { bristolDistributionOf, cycleLengths, dailySymptomsOf, LONG_CYCLE_DAYS, measurementTrend, ROME_IV_MIN_DAYS } from './diaryAnalysis';

describe('cycleLengths', () => {
  it('measures the days between consecutive first days of a period and flags cycles over 35 days', () => {
    expect(cycleLengths(['2026-03-30', '2026-01-01', '2026-01-29', '2026-03-30'])).toEqual([
      { start: '2026-01-01', nextStart: '2026-01-29', days: 28, isLong: false },
      { start: '2026-01-29', nextStart: '2026-03-30', days: 60, isLong: true },
    ]);
  });

  it('keeps a 35-day cycle unflagged and flags 36 days', () => {
    expect(cycleLengths(['2026-01-01', '2026-02-05', '2026-03-13']).map((cycle) => [cycle.days, cycle.isLong])).toEqual([
      [35, false],
      [36, true],
    ]);
  });

  it('counts calendar days across the clock change and a leap day', () => {
    expect(cycleLengths(['2026-03-20', '2026-04-17'])[0]!.days).toBe(28);
    expect(cycleLengths(['2028-02-20', '2028-03-01'])[0]!.days).toBe(10);
  });

  it('gives no cycle for fewer than two period days', () => {
    expect(cycleLengths([])).toEqual([]);
    expect(cycleLengths(['2026-01-01'])).toEqual([]);
  });

  it('has one cycle fewer than distinct days, lengths summing to the span, flagged exactly when over 35', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 3000 }), { minLength: 2, maxLength: 30 }), (offsets) => {
        const days = offsets.map((offset) => new Date(Date.UTC(2020, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10));
        const cycles = cycleLengths(days);
        expect(cycles).toHaveLength(days.length - 1);
        expect(cycles.reduce((sum, cycle) => sum + cycle.days, 0)).toBe(Math.max(...offsets) - Math.min(...offsets));
        for (const cycle of cycles) expect(cycle.isLong).toBe(cycle.days > LONG_CYCLE_DAYS);
      }),
    );
  });
});

describe('measurementTrend', () => {
  it('orders the points and gives the change from the first to the last', () => {
    expect(
      measurementTrend([
        { day: '2026-02-01', value: 71.2 },
        { day: '2026-01-01', value: 72.5 },
      ]),
    ).toEqual({
      points: [
        { day: '2026-01-01', value: 72.5 },
        { day: '2026-02-01', value: 71.2 },
      ],
      change: -1.3,
    });
    expect(measurementTrend([{ day: '2026-01-01', value: 80 }]).change).toBeNull();
  });
});

describe('bristolDistributionOf', () => {
  /** One stool a day over `days` days, the types repeating (a diary long enough for the hint). */
  const daily = (types: number[], days = ROME_IV_MIN_DAYS) =>
    Array.from({ length: days }, (_, index) => ({
      day: `2026-01-${String(index + 1).padStart(2, '0')}`,
      type: types[index % types.length]!,
    }));

  it('counts the types and their shares, with the Rome IV subtype hint', () => {
    const mostlyHard = bristolDistributionOf(daily([1, 2, 2, 4], 16));
    expect(mostlyHard).toMatchObject({ counts: [4, 8, 0, 4, 0, 0, 0], total: 16, days: 16, hardShare: 0.75, looseShare: 0 });
    expect(mostlyHard.subtypeHint).toBe('IBS-C');
    expect(bristolDistributionOf(daily([6, 7, 4, 4], 16)).subtypeHint).toBe('IBS-D');
    expect(bristolDistributionOf(daily([1, 7, 4], 15)).subtypeHint).toBe('IBS-M');
    expect(bristolDistributionOf(daily([3, 4, 5, 4], 16)).subtypeHint).toBe('IBS-U');
    expect(bristolDistributionOf([]).subtypeHint).toBeNull();
  });

  it('needs more than 25%: exactly a quarter of hard stools is not predominant', () => {
    expect(bristolDistributionOf(daily([1, 4, 4, 4], 16)).subtypeHint).toBe('IBS-U');
    expect(bristolDistributionOf(daily([7, 4, 4, 4], 16)).subtypeHint).toBe('IBS-U');
  });

  it(`suggests no subtype with stools on fewer than ${ROME_IV_MIN_DAYS} days, however many stools`, () => {
    const short = daily([6, 7], ROME_IV_MIN_DAYS - 1);
    const many = [...short, ...short, ...short];
    expect(bristolDistributionOf(many)).toMatchObject({ total: many.length, days: ROME_IV_MIN_DAYS - 1, subtypeHint: null });
    expect(bristolDistributionOf(daily([6, 7])).subtypeHint).toBe('IBS-D');
  });
});

describe('dailySymptomsOf', () => {
  it("keeps each day's worst pain and bloating, oldest first", () => {
    expect(
      dailySymptomsOf([
        { day: '2026-01-02', pain: 2, bloating: 7 },
        { day: '2026-01-01', pain: 5, bloating: 1 },
        { day: '2026-01-02', pain: 6, bloating: 3 },
      ]),
    ).toEqual([
      { day: '2026-01-01', pain: 5, bloating: 1 },
      { day: '2026-01-02', pain: 6, bloating: 7 },
    ]);
  });
});
