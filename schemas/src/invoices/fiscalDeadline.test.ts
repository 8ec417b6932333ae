import { describe, expect, it } from 'vitest';

import { isItalianHoliday, sistemaTsDeadline } from './fiscalDeadline';

describe('sistemaTsDeadline', () => {
  it('is 31 January of the next year on a working day', () => {
    // 31 January 2024 was a Wednesday.
    expect(sistemaTsDeadline(2023)).toBe('2024-01-31');
  });

  it('moves a deadline on a Sunday to Monday', () => {
    // 31 January 2027 is a Sunday.
    expect(new Date(Date.UTC(2027, 0, 31)).getUTCDay()).toBe(0);
    expect(sistemaTsDeadline(2026)).toBe('2027-02-01');
  });

  it('moves a deadline on a Saturday to Monday', () => {
    // 31 January 2026 is a Saturday.
    expect(new Date(Date.UTC(2026, 0, 31)).getUTCDay()).toBe(6);
    expect(sistemaTsDeadline(2025)).toBe('2026-02-02');
  });

  it('knows the fixed holidays and Easter Monday', () => {
    expect(isItalianHoliday(new Date(Date.UTC(2026, 0, 6)))).toBe(true);
    expect(isItalianHoliday(new Date(Date.UTC(2026, 3, 6)))).toBe(true); // Easter Monday 2026
    expect(isItalianHoliday(new Date(Date.UTC(2026, 3, 7)))).toBe(false);
  });
});
