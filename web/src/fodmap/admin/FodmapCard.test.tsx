// @vitest-environment happy-dom
import type { FodmapView } from '@app/schemas/fodmap/fodmap';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { lastToastOf, renderWithWrites } from '../../shared/lib/testing';
import { FodmapCard } from './FodmapCard';

// The toasts' host is the app's (notistack, lazy): here the screen's words and actions are read from the call.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../../shared/lib/toast', async (original) => ({ ...(await original<object>()), useToast: () => toast }));

/** The first answer waits for the screen's chunks and data: long on a busy machine. */
const LOADING = { timeout: 10_000 };

const PATH = '/api/admin/patients/u1/fodmap';
const protocol = (eliminationStart: string, status: 'planned' | 'active'): FodmapView => ({
  phase: 'elimination',
  eliminationStart,
  eliminationWeeks: 2,
  eliminationEnd: '2026-12-14',
  eliminationDaysLeft: 10,
  nextStartFrom: '2026-12-15',
  today: '2026-12-04',
  challenges: [
    {
      group: 'lactose',
      name: 'Lattosio',
      food: 'Latte',
      unit: 'ml',
      portions: [60, 120, 250],
      status,
      startedOn: status === 'active' ? '2026-12-04' : null,
      days: [],
      outcome: null,
      toleratedPortion: null,
    },
  ],
});

/** The card with the protocol the first read answers (404: none); each write answered by `answer`. */
const renderCard = (first: FodmapView | null, answer: (method: string) => Response) =>
  renderWithWrites(
    <FodmapCard uid="u1" />,
    { [PATH]: first ?? Response.json({ message: 'Nessun protocollo' }, { status: 404 }) },
    ({ method }) => answer(method),
  ).writes;
const lastToast = () => lastToastOf(toast);

beforeEach(() => toast.mockClear());
afterEach(cleanup);

describe('the doctor’s FODMAP card', () => {
  it("a first prescription is undone from its toast's 'Annulla': the protocol is withdrawn and the form is back", async () => {
    const writes = renderCard(null, (method) =>
      method === 'POST'
        ? Response.json(protocol('2026-12-01', 'planned'), { status: 201 })
        : Response.json({ id: 'u1', message: 'Protocollo FODMAP annullato' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Avvia il protocollo' }, LOADING));
    await waitFor(() => expect(toast).toHaveBeenCalled(), LOADING);
    expect(lastToast()).toMatchObject({ title: 'Protocollo FODMAP impostato', action: { label: 'Annulla' } });
    await screen.findByRole('button', { name: 'Correggi l’inizio dell’eliminazione' });

    lastToast().action!.onClick();
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Protocollo FODMAP annullato' }));
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([`POST ${PATH}`, `DELETE ${PATH}`]);
    expect(await screen.findByRole('form', { name: 'Imposta il protocollo FODMAP' })).toBeTruthy();
  });

  it('corrects the elimination’s first day while no challenge has begun', async () => {
    const writes = renderCard(protocol('2026-12-01', 'planned'), () => Response.json(protocol('2026-12-03', 'planned')));
    fireEvent.click(await screen.findByRole('button', { name: 'Correggi l’inizio dell’eliminazione' }, LOADING));
    const form = screen.getByRole('form', { name: 'Correggi l’inizio dell’eliminazione' });
    const field = within(form).getByLabelText('Inizio eliminazione') as HTMLInputElement;
    expect(field.value).toBe('2026-12-01');
    fireEvent.change(field, { target: { value: '2026-12-03' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Inizio dell’eliminazione corretto' }));
    expect(writes).toEqual([{ method: 'PUT', path: `${PATH}/start`, body: { eliminationStart: '2026-12-03' } }]);
    expect(await screen.findByText(/Eliminazione dal 3 dicembre 2026/)).toBeTruthy();
  });

  it('offers no correction once a challenge has begun', async () => {
    renderCard(protocol('2026-12-01', 'active'), () => Response.json(null));
    await screen.findByText(/Eliminazione dal/, undefined, LOADING);
    expect(screen.queryByRole('button', { name: 'Correggi l’inizio dell’eliminazione' })).toBeNull();
  });
});
