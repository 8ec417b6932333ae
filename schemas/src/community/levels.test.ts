import { describe, expect, it } from 'vitest';

import { levelForPoints } from './levels';

describe('levelForPoints', () => {
  it.each([
    [0, 1],
    [4, 1],
    [5, 2],
    [19, 2],
    [20, 3],
    [65, 4],
    [154, 4],
    [155, 5],
    [515, 6],
    [2015, 7],
    [8015, 8],
    [33014, 8],
    [33015, 9],
    [1_000_000, 9],
  ])('%i points is level %i', (points, level) => {
    expect(levelForPoints(points)).toBe(level);
  });

  it('treats negative points as level 1', () => {
    expect(levelForPoints(-3)).toBe(1);
  });
});
