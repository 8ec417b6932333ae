// @vitest-environment happy-dom
import type { PlanDay } from '@app/schemas/carePlan/carePlan';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ShoppingList } from './ShoppingList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const days: PlanDay[] = [
  { weekday: 1, meals: [{ meal: 'pranzo', items: [{ food: 'Riso basmati', quantity: 70, unit: 'g' }] }] },
  { weekday: 4, meals: [{ meal: 'cena', items: [{ food: 'Zucchine', quantity: 200, unit: 'g' }] }] },
  {
    weekday: 5,
    meals: [
      {
        meal: 'colazione',
        items: [
          { food: 'Zucchine', quantity: 100, unit: 'g' },
          { food: 'Integratore di magnesio', quantity: 1, unit: 'pz' },
        ],
      },
    ],
  },
];
/** A plan 'dal 26/11', a Thursday, opened on Monday the 23rd. */
const plan = { id: 'p1', startsOn: '2026-11-26', days };
const MONDAY = '2026-11-23';

const aisles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the shopping list', () => {
  it('starts at the plan’s start, never on the Monday to Wednesday before it, grouped by aisle', () => {
    render(<ShoppingList plan={plan} today={MONDAY} />);
    expect(screen.getByText(/^gio 26\/11 – sab 28\/11 \(il piano inizia il 26\/11\/2026\)/)).toBeTruthy();
    // Monday's rice is not in the next 3 days from Thursday.
    expect(screen.queryByText(/Riso basmati/)).toBeNull();
    expect(aisles()).toEqual(['Frutta e verdura', 'Altro']);
    expect(within(screen.getByRole('region', { name: 'Frutta e verdura' })).getByLabelText('Zucchine: 300 g')).toBeTruthy();
  });

  it('covers the next 7 days, or the days she picks', () => {
    render(<ShoppingList plan={plan} today={MONDAY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Prossimi 7 giorni' }));
    expect(screen.getByLabelText('Riso basmati: 70 g')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scegli i giorni' }));
    const picker = screen.getByRole('group', { name: 'Scegli i giorni' });
    const chips = within(picker).getAllByRole('button');
    expect(chips[0]!.textContent).toBe('gio 26/11');
    // Thursday to Saturday were picked; leaving Thursday and Friday out leaves nothing to buy.
    fireEvent.click(within(picker).getByRole('button', { name: 'gio 26/11' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'ven 27/11' }));
    expect(screen.getByText('In questi giorni il piano non prevede alimenti da comprare.')).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'lun 30/11' }));
    expect(within(picker).getByRole('button', { name: 'lun 30/11' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Riso basmati: 70 g')).toBeTruthy();
    expect(screen.queryByText(/Zucchine/)).toBeNull();
  });

  it("shares the list with the phone's share sheet", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    render(<ShoppingList plan={plan} today={MONDAY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Condividi la lista' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Lista della spesa',
      text: 'Lista della spesa (gio 26/11 – sab 28/11)\n\nFrutta e verdura\n- Zucchine: 300 g\n\nAltro\n- Integratore di magnesio: 1 pz',
    });
  });

  it('copies it as text where there is no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<ShoppingList plan={plan} today={MONDAY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Condividi la lista' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0]).toEqual([expect.stringMatching(/^Lista della spesa \(gio 26\/11 – sab 28\/11\)\n\nFrutta e verdura/)]);
  });
});
