import { describe, expect, it } from 'vitest';

import { formatDuration, totalMinutes } from './formatDuration';

describe('formatDuration', () => {
  it.each([
    [0, '0m'],
    [9, '9m'],
    [59, '59m'],
    [60, '1h 0m'],
    [75, '1h 15m'],
    [135, '2h 15m'],
  ])('%i minutes -> %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('sums the lessons of a course', () => {
    expect(totalMinutes([{ duration: 12 }, { duration: 18 }, { duration: 9 }])).toBe(39);
    expect(totalMinutes([])).toBe(0);
  });
});
