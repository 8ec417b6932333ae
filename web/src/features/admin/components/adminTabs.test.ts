import { describe, expect, it } from 'vitest';

import { adminTabOf } from './adminTabs';

describe('adminTabOf', () => {
  it('reads the tab from the address, the first one when missing or unknown', () => {
    expect(adminTabOf('ordini')).toBe('ordini');
    expect(adminTabOf(null)).toBe('contenuti');
    expect(adminTabOf('sconosciuta')).toBe('contenuti');
  });
});
