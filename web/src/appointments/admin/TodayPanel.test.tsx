// @vitest-environment happy-dom
import type { AdminAppointmentView } from '@app/schemas/appointments/appointments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { testAgendaVisit as visit } from './testAgenda';
import TodayPanel from './TodayPanel';

// Friday 27 November 2026, 15:00 in Rome.
const NOW = '2026-11-27T14:00:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The agenda answers `visits` for every period asked (today and tomorrow, and the requests ahead). */
function renderToday(visits: AdminAppointmentView[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return Response.json(url.startsWith('/api/admin/appointments?') ? visits : null);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <TodayPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

const headings = (region: HTMLElement) =>
  within(region)
    .getAllByTestId('agenda-row')
    .map((row) => within(row).getByRole('heading').textContent);

describe('Oggi, the doctor’s home', () => {
  it('lists today’s visits in time order, without those called off, with the outcome marks on the ones begun and the record one tap away', async () => {
    const asked = renderToday([
      visit('dopo', 'confirmed', '2026-11-27T16:00:00.000Z', 'Carla Dopo'),
      visit('prima', 'confirmed', '2026-11-27T08:00:00.000Z', 'Anna Prima'),
      visit('annullata', 'cancelled', '2026-11-27T10:00:00.000Z', 'Bruna Annullata'),
      visit('domani', 'confirmed', '2026-11-28T08:00:00.000Z', 'Dora Domani'),
    ]);
    const today = await screen.findByTestId('visite-di-oggi');
    expect(headings(today)).toEqual(['09:00–10:00 · Anna Prima', '17:00–18:00 · Carla Dopo']);
    const [begun, later] = within(today).getAllByTestId('agenda-row');
    expect(within(begun!).getByRole('button', { name: 'Arrivata' })).toBeTruthy();
    expect(within(begun!).getByRole('button', { name: 'Non si è presentata' })).toBeTruthy();
    expect(within(later!).queryByRole('button', { name: 'Arrivata' })).toBeNull();
    expect(within(begun!).getByRole('link', { name: 'Anna Prima' }).getAttribute('href')).toBe('/admin/pazienti/uid-prima');
    expect(screen.getByText('venerdì 27 novembre')).toBeTruthy();
    // The day is not over: tomorrow waits.
    expect(screen.queryByRole('region', { name: 'Domani' })).toBeNull();
    expect(asked).toContain('/api/admin/appointments?from=2026-11-27&to=2026-11-28');
  });

  it('shows tomorrow’s first confirmed visit once today’s are over', async () => {
    renderToday([
      visit('svolta', 'done', '2026-11-27T08:00:00.000Z', 'Anna Svolta'),
      visit('domani-tardi', 'confirmed', '2026-11-28T15:00:00.000Z', 'Elsa Tardi'),
      visit('domani-presto', 'confirmed', '2026-11-28T08:00:00.000Z', 'Dora Presto'),
    ]);
    const tomorrow = await screen.findByRole('region', { name: 'Domani' });
    expect(headings(tomorrow)).toEqual(['09:00–10:00 · Dora Presto']);
  });

  it('lists the requests awaiting an answer with their date, the longest waiting first', async () => {
    const recent = { ...visit('recente', 'pending', '2026-11-29T09:00:00.000Z', 'Gaia Recente'), createdAt: '2026-11-27T10:00:00.000Z' };
    const old = { ...visit('vecchia', 'pending', '2026-12-03T09:00:00.000Z', 'Ivo Vecchia'), createdAt: '2026-11-25T10:00:00.000Z' };
    renderToday([recent, old]);
    const requests = await screen.findByRole('region', { name: 'Richieste in attesa' });
    expect(headings(requests)).toEqual(['gio 3 dic · 10:00–11:00 · Ivo Vecchia', 'dom 29 nov · 10:00–11:00 · Gaia Recente']);
    expect(within(requests).getAllByRole('button', { name: 'Conferma' })).toHaveLength(2);
    expect(screen.getByText('Nessuna visita oggi')).toBeTruthy();
  });
});
