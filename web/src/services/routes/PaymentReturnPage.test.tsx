// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testOrderView } from '../../invoices/lib/testOrders';
import { renderWithData } from '../../shared/lib/testing';
import PaymentReturnPage, { PAYMENT_CHECK_EVERY_MS, PAYMENT_CHECK_FOR_MS } from './PaymentReturnPage';

const pending = testOrderView({ id: 'ordine-1', onlinePayment: { mode: 'full', amount: 10400 } });
const paid = testOrderView({
  id: 'ordine-1',
  status: 'completed',
  payment: { mode: 'full', amount: 10400, remaining: 0, paidAt: '2026-03-12T10:05:00Z' },
});
const page = (outcome: string) => `/my-services/pagamento?ordine=ordine-1&esito=${outcome}`;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PaymentReturnPage', () => {
  it('says "Pagamento in verifica" until the order reads paid, reading the orders again meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: Record<string, unknown> = { '/api/user/orders': [pending] };
    renderWithData(<PaymentReturnPage />, answers, { at: page('ok') });
    expect(await screen.findByRole('heading', { name: 'Pagamento in verifica' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('si aggiorna da sola');
    // Still unpaid at the next reading: still in verification, never paid by the page itself.
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_CHECK_EVERY_MS));
    expect(screen.getByRole('heading', { name: 'Pagamento in verifica' })).toBeTruthy();
    answers['/api/user/orders'] = [paid];
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_CHECK_EVERY_MS));
    expect(await screen.findByRole('heading', { name: 'Pagamento ricevuto' })).toBeTruthy();
    expect(document.body.textContent?.replace(/\s/g, ' ')).toContain('Abbiamo ricevuto 104,00 €');
  });

  it('stops waiting after two minutes and says the confirmation is late, without asking to pay again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithData(<PaymentReturnPage />, { '/api/user/orders': [pending] }, { at: page('ok') });
    await screen.findByRole('heading', { name: 'Pagamento in verifica' });
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_CHECK_FOR_MS));
    expect(await screen.findByText(/La conferma sta tardando/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a deposit received and what is left to pay at the studio', async () => {
    const deposit = testOrderView({
      id: 'ordine-1',
      payment: { mode: 'deposit', amount: 3000, remaining: 7400, paidAt: '2026-03-12T10:05:00Z' },
    });
    renderWithData(<PaymentReturnPage />, { '/api/user/orders': [deposit] }, { at: page('ok') });
    expect(await screen.findByRole('heading', { name: 'Pagamento ricevuto' })).toBeTruthy();
    expect(document.body.textContent?.replace(/\s/g, ' ')).toContain('la caparra di 30,00 €; il resto (74,00 €) si salda in studio');
  });

  it('says a cancelled payment charged nothing', async () => {
    renderWithData(<PaymentReturnPage />, { '/api/user/orders': [pending] }, { at: page('annullato') });
    expect(await screen.findByRole('heading', { name: 'Pagamento annullato' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai a I Miei Servizi' }).getAttribute('href')).toBe('/my-services');
  });
});
