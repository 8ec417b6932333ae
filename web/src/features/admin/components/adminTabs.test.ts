import { describe, expect, it } from 'vitest';

import { adminTabOf, tabsFor } from './adminTabs';

describe('adminTabOf', () => {
  it('reads the tab from the address, the first one when missing or unknown', () => {
    expect(adminTabOf('ordini')).toBe('ordini');
    expect(adminTabOf(null)).toBe('contenuti');
    expect(adminTabOf('sconosciuta')).toBe('contenuti');
  });

  it('shows the patients only to the doctor, and only the patients to a doctor without the admin role', () => {
    expect(tabsFor({ isAdmin: true, isDoctor: false }).map((tab) => tab.key)).not.toContain('pazienti');
    expect(tabsFor({ isAdmin: false, isDoctor: true }).map((tab) => tab.key)).toEqual(['pazienti']);
    expect(tabsFor({ isAdmin: true, isDoctor: true }).map((tab) => tab.key)).toContain('pazienti');
    expect(adminTabOf('ordini', tabsFor({ isAdmin: false, isDoctor: true }))).toBe('pazienti');
  });
});
