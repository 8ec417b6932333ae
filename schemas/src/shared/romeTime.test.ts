import { describe, expect, it } from 'vitest';

import { addDays, romeDayBounds, romeDayOf, romeWallTime, romeWallTimeToUtc } from './romeTime';

describe('wall time in Rome', () => {
  it.each([
    ['2026-01-15', '18:30', '2026-01-15T17:30:00.000Z'],
    ['2026-07-15', '18:30', '2026-07-15T16:30:00.000Z'],
    // The day summer time starts: 02:00 becomes 03:00, so 01:30 is CET and 03:30 is CEST.
    ['2026-03-29', '01:30', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29', '03:30', '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', '18:00', '2026-03-29T16:00:00.000Z'],
    // The day summer time ends: 03:00 becomes 02:00 again.
    ['2026-10-25', '01:30', '2026-10-24T23:30:00.000Z'],
    ['2026-10-25', '18:00', '2026-10-25T17:00:00.000Z'],
  ])('%s %s in Rome is %s', (date, time, iso) => {
    const instant = romeWallTimeToUtc(date, time);
    expect(instant.toISOString()).toBe(iso);
    expect(romeWallTime(instant)).toEqual({ date, time });
  });

  it('moves a time skipped by the spring change an hour later, as the clock does', () => {
    expect(romeWallTime(romeWallTimeToUtc('2026-03-29', '02:30'))).toEqual({ date: '2026-03-29', time: '03:30' });
  });

  it('gives days of 23 and 25 hours at the changes, 24 otherwise', () => {
    const hours = (day: string) => {
      const { start, end } = romeDayBounds(day);
      return (end.getTime() - start.getTime()) / 3_600_000;
    };
    expect([hours('2026-03-29'), hours('2026-10-25'), hours('2026-06-01')]).toEqual([23, 25, 24]);
    expect(romeDayBounds('2026-06-01').start.toISOString()).toBe('2026-05-31T22:00:00.000Z');
  });

  it('names the day in Rome and counts days by the calendar', () => {
    expect(romeDayOf(new Date('2026-06-01T22:30:00Z'))).toBe('2026-06-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});
