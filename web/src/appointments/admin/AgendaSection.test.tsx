// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import AgendaSection from './AgendaSection';
import { testAgendaVisit as visit } from './testAgenda';

// Visits of the week shown (Friday 27 November 2026, Rome). The agenda answers pending requests first, then by start (functions/src/appointments/api/listAgenda.handler.ts).
const AGENDA = [
  visit('richiesta', 'pending', '2026-11-28T10:00:00.000Z', 'Paola Richiesta'),
  visit('prima', 'confirmed', '2026-11-28T08:00:00.000Z', 'Anna Confermata'),
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T09:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderAgenda() {
  // Every read of the agenda (the week shown, and the requests from today on) answers the same visits.
  vi.stubGlobal('fetch', async (url: string) => Response.json(url.startsWith('/api/admin/appointments?') ? AGENDA : null));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AgendaSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the agenda', () => {
  it('lists the requests awaiting an answer with their day, and shows each on its own day, in time order', async () => {
    renderAgenda();
    const requests = await screen.findByRole('region', { name: 'Richieste in attesa' });
    expect(within(requests).getByRole('heading', { name: /^sab 28 nov · 11:00–12:00 · Paola Richiesta$/ })).toBeTruthy();

    // The week is its own read: it may answer after the requests.
    const saturday = await screen.findByRole('region', { name: 'sabato 28 novembre' });
    const rows = within(saturday).getAllByTestId('agenda-row');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      '09:00–10:00 · Anna Confermata',
      '11:00–12:00 · Paola Richiesta',
    ]);
    expect(within(rows[1]!).getByText('In attesa di conferma')).toBeTruthy();
  });

  it('shows the month with the busy days, and opens a day with a tap', async () => {
    renderAgenda();
    fireEvent.click(await screen.findByRole('button', { name: 'Mese' }));
    const month = await screen.findByRole('grid', { name: 'Mese' });
    expect(screen.getByText('novembre 2026')).toBeTruthy();
    const busy = within(month).getByRole('button', { name: 'sabato 28 novembre: 1 visita, 1 da confermare' });
    expect(within(month).getByRole('button', { name: 'venerdì 27 novembre: libero' }).getAttribute('aria-current')).toBe('date');
    fireEvent.click(busy);
    const saturday = await screen.findByRole('region', { name: 'sabato 28 novembre' });
    expect(within(saturday).getAllByTestId('agenda-row')).toHaveLength(2);
  });
});
