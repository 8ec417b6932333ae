import { describe, expect, it } from 'vitest';

import { ADMIN_SECTIONS, adminSectionOfTab, FIRST_ADMIN_SECTION } from './adminSections';

describe("an old '/admin?tab=' address", () => {
  it('leads to the section it names, for every section', () => {
    for (const { key } of ADMIN_SECTIONS) expect(adminSectionOfTab(key)).toBe(key);
  });

  it('leads to the first section when it names none or an unknown one', () => {
    expect(FIRST_ADMIN_SECTION).toBe('contenuti');
    for (const tab of [null, '', 'sconosciuta', 'ORDINI']) expect(adminSectionOfTab(tab)).toBe('contenuti');
  });
});
