// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { LevelBadge } from './LevelBadge';

/** The badge's text and its MUI colour, as the header shows it. */
function badgeAt(level: number) {
  render(<LevelBadge level={level} />);
  const badge = screen.getByTestId('level-badge');
  const color = ['Default', 'Secondary', 'Error'].find((name) => badge.classList.contains(`MuiChip-color${name}`));
  const shown = { text: badge.textContent, color };
  cleanup();
  return shown;
}

afterEach(cleanup);

describe("the header's level badge (docs/product.md, Constants)", () => {
  it('names the level and grows more prominent with it: plain at 1, secondary at 2 and 3, destructive above', () => {
    expect([1, 2, 3, 4, 12].map(badgeAt)).toEqual([
      { text: 'Livello 1', color: 'Default' },
      { text: 'Livello 2', color: 'Secondary' },
      { text: 'Livello 3', color: 'Secondary' },
      { text: 'Livello 4', color: 'Error' },
      { text: 'Livello 12', color: 'Error' },
    ]);
  });
});
