// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import { ICONS, iconSprite } from './icons';

describe('the icons’ sprite', () => {
  it('has one symbol per icon, named as the icon, with its path', () => {
    const sprite = new DOMParser().parseFromString(iconSprite(), 'image/svg+xml');
    const symbols = [...sprite.querySelectorAll('symbol')];
    expect(symbols.map((symbol) => symbol.id)).toEqual(Object.keys(ICONS));
    for (const symbol of symbols) expect(symbol.querySelector('path')?.getAttribute('d')).toBe(ICONS[symbol.id as keyof typeof ICONS]);
  });
});
