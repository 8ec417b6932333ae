import { describe, expect, it } from 'vitest';

import { levelBadgeColor } from './levelBadgeColor';

describe('levelBadgeColor', () => {
  it.each([
    [0, 'default'],
    [1, 'default'],
    [2, 'secondary'],
    [3, 'secondary'],
    [4, 'error'],
    [9, 'error'],
  ])('level %i has the %s style', (level, color) => {
    expect(levelBadgeColor(level)).toBe(color);
  });
});
