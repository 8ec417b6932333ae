// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testOrderView } from '../../invoices/lib/testOrders';
import OrdersSection from './OrdersSection';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The orders the server answers per URL, the first page with a Link to a second. */
function renderOrders() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (url === '/api/orders') {
      return Response.json([testOrderView({ id: 'ordine-1', customerName: 'Anna Prima' })], {
        headers: { Link: '</api/orders?cursor=abc>; rel="next"' },
      });
    }
    if (url === '/api/orders?cursor=abc') return Response.json([testOrderView({ id: 'ordine-2', customerName: 'Bruna Seconda' })]);
    return Response.json([]);
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <OrdersSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

describe('Ordini', () => {
  it('loads 50 at a time: "Carica altri" adds the next page below', async () => {
    renderOrders();
    await screen.findByText(/Anna Prima/);
    fireEvent.click(screen.getByRole('button', { name: 'Carica altri' }));
    await screen.findByText(/Bruna Seconda/);
    expect(screen.getByText(/Anna Prima/)).toBeTruthy();
  });

  it('asks the server for the search once typing pauses, with the status and the month, and says when nothing is found', async () => {
    const asked = renderOrders();
    await screen.findByText(/Anna Prima/);
    const search = within(screen.getByRole('search', { name: 'Cerca negli ordini' }));
    fireEvent.change(search.getByLabelText('Mese'), { target: { value: '2026-11' } });
    fireEvent.change(search.getByLabelText('Cerca per nome, e-mail o n. fattura'), { target: { value: 'Bianchi' } });
    await vi.waitFor(() => expect(asked).toContain('/api/orders?q=Bianchi&month=2026-11'), { timeout: 2000 });
    expect(await screen.findByText('Nessun ordine trovato')).toBeTruthy();
    await act(async () => {
      fireEvent.mouseDown(search.getByRole('combobox'));
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Completati' }));
    await vi.waitFor(() => expect(asked).toContain('/api/orders?q=Bianchi&status=completed&month=2026-11'));
  });
});
