// @vitest-environment happy-dom
import type { OrderView } from '@app/schemas/services/orders';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { testOrderView } from '../lib/testOrders';
import InvoicesPage from './InvoicesPage';

const order = (id: string, status: OrderView['status'], invoiceNumber: string | null = null): OrderView =>
  testOrderView({
    id,
    status,
    totalAmount: 1234567,
    notes: 'Preferisco il pomeriggio',
    billingType: 'company',
    fiscalCode: '',
    vatNumber: '12345670017',
    billingNotes: 'Alla cortese attenzione',
    ...(invoiceNumber
      ? { invoiceNumber, invoiceDate: '2026-03-13T10:00:00Z', invoiceTotal: 1284196, invoiceHealthService: true, paymentMethod: 'carta' }
      : {}),
  });

afterEach(cleanup);

describe("'Le Tue Fatture'", () => {
  it('shows one card per order; only a completed, invoiced order offers the PDF', async () => {
    renderWithData(<InvoicesPage />, {
      '/api/user/orders': [
        order('ordine-0000aaaa1111', 'completed', '2026/0007'),
        order('ordine-0000bbbb2222', 'pending'),
        order('ordine-0000cccc3333', 'cancelled'),
      ],
    });
    const cards = await screen.findAllByTestId('invoice-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Ordine #aaaa1111',
      'Ordine #bbbb2222',
      'Ordine #cccc3333',
    ]);
    expect(cards.map((card) => within(card).getByTestId('order-status').textContent)).toEqual(['Completato', 'In Attesa', 'Annullato']);
    expect(within(cards[0]!).getByTestId('invoice-number').textContent).toBe('Fattura 2026/0007');
    // An invoiced order shows what its invoice says (an invoice issued before today's price rule may
    // differ from the order's price); the others show the price.
    const amounts = cards.map((card) => within(card).getByTestId('invoice-amount').textContent?.replace(/\s/g, ' '));
    expect(amounts).toEqual(['12.841,96 €', '12.345,67 €', '12.345,67 €']);
    expect(cards[0]!.textContent).toContain('12 mar 2026');
    expect(cards[0]!.textContent).toContain('Azienda');
    expect(cards[0]!.textContent).toContain('giulia@example.com');
    expect(within(cards[0]!).getByRole('link', { name: 'Scarica PDF' }).getAttribute('href')).toBe(
      '/api/orders/ordine-0000aaaa1111/invoice.pdf',
    );
    for (const card of cards.slice(1)) expect(within(card).queryByRole('link', { name: 'Scarica PDF' })).toBeNull();
  });

  it("shows a refund's credit note on the patient's card, with its PDF", async () => {
    const refunded = testOrderView({
      ...order('ordine-0000dddd4444', 'completed', '2026/0008'),
      refunds: [
        {
          attempt: 1,
          amount: 2000,
          reason: 'Visita accorciata',
          status: 'succeeded',
          requestedAt: '2026-03-20T10:00:00Z',
          creditNoteNumber: 'NC2026/0002',
          creditNoteAmount: 2000,
        },
      ],
      refundable: 1264196,
    });
    renderWithData(<InvoicesPage />, { '/api/user/orders': [refunded] });
    const [card] = await screen.findAllByTestId('invoice-card');
    expect(card!.textContent?.replace(/\s/g, ' ')).toContain('Rimborsato: 20,00 €');
    expect(within(card!).getByRole('link', { name: 'Nota di credito NC2026/0002' }).getAttribute('href')).toBe(
      '/api/orders/ordine-0000dddd4444/refunds/1/credit-note.pdf',
    );
  });

  it("opens the order's details in a dialog", async () => {
    renderWithData(<InvoicesPage />, { '/api/user/orders': [order('ordine-0000aaaa1111', 'completed', '2026/0007')] });
    fireEvent.click(await screen.findByRole('button', { name: 'Dettagli' }));
    const dialog = screen.getByRole('dialog', { name: 'Ordine #aaaa1111' });
    expect(within(dialog).getByText(/^12\.841,96\s€$/)).toBeTruthy();
    for (const text of [
      'Giulia Bianchi',
      '3331234567',
      '12345670017',
      'Via Roma 1',
      '00100',
      'Preferisco il pomeriggio',
      'Alla cortese attenzione',
      '2026/0007',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
  });

  it('has an empty, a loading and an error state in Italian', async () => {
    renderWithData(<InvoicesPage />, { '/api/user/orders': [] });
    expect(await screen.findByText('Nessuna fattura trovata')).toBeTruthy();
    cleanup();
    renderWithData(<InvoicesPage />, { '/api/user/orders': 'pending' });
    expect(screen.getByRole('status').textContent).toBe('Caricamento delle fatture...');
    cleanup();
    renderWithData(<InvoicesPage />, { '/api/user/orders': new Error('500: x') });
    expect(await screen.findByText('Impossibile caricare le fatture')).toBeTruthy();
  });
});
