import { describe, expect, it } from 'vitest';

import { daysOfChoice, daysRangeText, pickableDays } from './shoppingDays';

// 26 November 2026 is a Thursday.
const THURSDAY = '2026-11-26';

describe("the shopping list's days", () => {
  it('are the next 3 or 7 days from today once the plan has begun', () => {
    expect(daysOfChoice('next3', '2026-11-30', THURSDAY, new Set())).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(daysOfChoice('next7', '2026-11-30', THURSDAY, new Set())).toHaveLength(7);
  });

  it('never count a day before the plan starts: a plan from Thursday never counts Monday to Wednesday', () => {
    const monday = '2026-11-23';
    expect(daysOfChoice('next7', monday, THURSDAY, new Set())).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysOfChoice('next3', monday, THURSDAY, new Set())[0]).toBe(THURSDAY);
    expect(pickableDays(monday, THURSDAY)[0]).toBe(THURSDAY);
    expect(pickableDays(monday, THURSDAY)).toHaveLength(14);
    // A day picked before the start (kept from another plan) is not counted.
    expect(daysOfChoice('pick', monday, THURSDAY, new Set(['2026-11-24', '2026-11-28', '2026-12-01']))).toEqual([
      '2026-11-28',
      '2026-12-01',
    ]);
  });

  it('picked, are in calendar order whatever the order of the taps', () => {
    expect(daysOfChoice('pick', THURSDAY, THURSDAY, new Set(['2026-12-03', '2026-11-27']))).toEqual(['2026-11-27', '2026-12-03']);
    expect(daysOfChoice('pick', THURSDAY, THURSDAY, new Set())).toEqual([]);
  });

  it('read as a short Italian range', () => {
    expect(daysRangeText(['2026-11-26', '2026-11-27', '2026-11-28'])).toBe('gio 26/11 – sab 28/11');
    expect(daysRangeText(['2026-11-26'])).toBe('gio 26/11');
  });
});
