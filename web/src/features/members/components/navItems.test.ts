import { describe, expect, it } from 'vitest';

import { isActive, NAV_ITEMS } from './navItems';

const item = (to: string) => NAV_ITEMS.find((candidate) => candidate.to === to)!;

describe('isActive', () => {
  it('matches the root only exactly', () => {
    expect(isActive(item('/'), '/')).toBe(true);
    expect(isActive(item('/'), '/community')).toBe(false);
  });

  it('matches other items by prefix', () => {
    expect(isActive(item('/classroom'), '/classroom')).toBe(true);
    expect(isActive(item('/classroom'), '/classroom/corso-1')).toBe(true);
    expect(isActive(item('/community'), '/classroom')).toBe(false);
  });

  it('lists Admin for admins only', () => {
    expect(NAV_ITEMS.filter((candidate) => candidate.adminOnly).map((candidate) => candidate.label)).toEqual(['Admin']);
  });
});
