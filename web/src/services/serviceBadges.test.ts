import { describe, expect, it } from 'vitest';

import { highlightOf } from './serviceBadges';

describe('highlightOf', () => {
  it('marks the 6-month path as most requested and the 1-year path as best value', () => {
    expect(highlightOf({ name: 'Percorso Online 6 mesi', category: 'program' })).toBe('Più Richiesto');
    expect(highlightOf({ name: 'Percorso Online 1 anno', category: 'program' })).toBe('Più Conveniente');
    expect(highlightOf({ name: 'Percorso Online 3 mesi', category: 'program' })).toBeNull();
  });

  it('marks program cards only', () => {
    expect(highlightOf({ name: 'Allenamento 6 mesi', category: 'training' })).toBeNull();
  });
});
