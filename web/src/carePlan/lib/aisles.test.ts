import { describe, expect, it } from 'vitest';

import { aisleOf, byAisle } from './aisles';
import { shoppingText } from './shoppingText';

describe('the aisles of the shopping list', () => {
  it('find a food by a word of its name, accents and case aside', () => {
    expect(aisleOf('Zucchine grigliate')).toBe('Frutta e verdura');
    expect(aisleOf('Riso basmati')).toBe('Pane, pasta e cereali');
    expect(aisleOf('Uova')).toBe('Carne, pesce e uova');
    expect(aisleOf('Yogurt greco senza lattosio')).toBe('Latte e latticini');
    expect(aisleOf('Ceci in scatola')).toBe('Legumi, frutta secca e semi');
    expect(aisleOf('Cannella')).toBe('Olio, condimenti e spezie');
    expect(aisleOf('Tè verde')).toBe('Bevande');
  });

  it("look for names of several words first, and put what matches nothing under 'Altro'", () => {
    expect(aisleOf('Burro di arachidi')).toBe('Legumi, frutta secca e semi');
    expect(aisleOf('Burro')).toBe('Latte e latticini');
    expect(aisleOf('Peperoni rossi')).toBe('Frutta e verdura');
    expect(aisleOf('Integratore di magnesio')).toBe('Altro');
    // A short word matches only a whole word: 'te' (tea) does not take 'Tempeh'.
    expect(aisleOf('Tempeh')).toBe('Legumi, frutta secca e semi');
  });

  it('group the list in the aisles’ order, Altro last, with no empty aisle', () => {
    const grouped = byAisle([
      { food: 'Integratore di magnesio', quantity: 1, unit: 'pz' },
      { food: 'Riso basmati', quantity: 150, unit: 'g' },
      { food: 'Spinaci', quantity: 200, unit: 'g' },
      { food: 'Zucchine', quantity: 400, unit: 'g' },
    ]);
    expect(grouped.map((group) => [group.aisle, group.items.map((item) => item.food)])).toEqual([
      ['Frutta e verdura', ['Spinaci', 'Zucchine']],
      ['Pane, pasta e cereali', ['Riso basmati']],
      ['Altro', ['Integratore di magnesio']],
    ]);
  });

  it('give the text that is shared, aisle by aisle', () => {
    const text = shoppingText(
      [
        { food: 'Cannella', unit: 'q.b.' },
        { food: 'Riso basmati', quantity: 150, unit: 'g' },
        { food: 'Uova', quantity: 2, unit: 'pz' },
      ],
      ['2026-11-26', '2026-11-27', '2026-11-28'],
    );
    expect(text).toBe(
      [
        'Lista della spesa (gio 26/11 – sab 28/11)',
        'Pane, pasta e cereali\n- Riso basmati: 150 g',
        'Carne, pesce e uova\n- Uova: 2 pz',
        'Olio, condimenti e spezie\n- Cannella (q.b.)',
      ].join('\n\n'),
    );
  });
});
