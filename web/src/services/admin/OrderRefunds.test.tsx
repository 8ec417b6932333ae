// @vitest-environment happy-dom
import { REFUND_MESSAGES } from '@app/schemas/services/refunds';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testOrderView } from '../../invoices/lib/testOrders';
import { renderWithData } from '../../shared/lib/testing';
import { OrderRefunds } from './OrderRefunds';
import { RefundDialog } from './RefundDialog';

afterEach(cleanup);

const REFUND = {
  attempt: 1,
  amount: 3000,
  reason: 'Visita accorciata',
  status: 'succeeded' as const,
  requestedAt: '2026-11-20T10:00:00.000Z',
  creditNoteNumber: 'NC2026/0003',
  creditNoteAmount: 3000,
};

describe("an order's refunds in 'Ordini'", () => {
  it('lists each refund with its credit note, and offers "Rimborsa" while something is left', () => {
    renderWithData(<OrderRefunds order={testOrderView({ id: 'ordine-1', refunds: [REFUND], refundable: 6280 })} />, {});
    expect(screen.getByRole('list', { name: 'Rimborsi' }).textContent).toContain('Rimborsato: 30,00');
    const note = screen.getByRole('link', { name: 'Nota di credito NC2026/0003' });
    expect(note.getAttribute('href')).toBe('/api/orders/ordine-1/refunds/1/credit-note.pdf');
    expect(screen.getByRole('button', { name: 'Rimborsa' })).toBeTruthy();
  });

  it("offers the credit note's SdI e-invoice for a service that is not a health service, never for a health one", () => {
    const order = (invoiceHealthService: boolean) =>
      testOrderView({ id: 'ordine-2', refunds: [REFUND], refundable: 0, invoiceHealthService, invoiceNumber: '2026/0042' });
    renderWithData(<OrderRefunds order={order(false)} />, {});
    const eInvoice = screen.getByRole('link', { name: 'Nota di credito NC2026/0003 SdI (XML)' });
    expect(eInvoice.getAttribute('href')).toBe('/api/admin/orders/ordine-2/refunds/1/credit-note/fatturapa.xml');
    cleanup();
    renderWithData(<OrderRefunds order={order(true)} />, {});
    expect(screen.queryByRole('link', { name: 'Nota di credito NC2026/0003 SdI (XML)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nota di credito NC2026/0003' })).toBeTruthy();
  });

  it('shows no "Rimborsa" once all is refunded, and nothing for an order not paid online', () => {
    renderWithData(<OrderRefunds order={testOrderView({ refunds: [REFUND], refundable: 0 })} />, {});
    expect(screen.queryByRole('button', { name: 'Rimborsa' })).toBeNull();
    cleanup();
    const { container } = renderWithData(<OrderRefunds order={testOrderView()} />, {});
    expect(container.textContent).toBe('');
  });
});

describe("'Rimborsa''s dialog", () => {
  it('is prefilled with what is left, refuses more, and sends cents and the reason', () => {
    const onConfirm = vi.fn();
    render(<RefundDialog refundable={6280} pending={false} onConfirm={onConfirm} onClose={() => undefined} />);
    const amount = screen.getByLabelText('Importo da rimborsare') as HTMLInputElement;
    expect(amount.value).toBe('62,80');
    fireEvent.change(amount, { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rimborsa' }));
    expect(screen.getByText(REFUND_MESSAGES.tooMuch(6280))).toBeTruthy();
    fireEvent.change(amount, { target: { value: '25,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rimborsa' }));
    expect(screen.getByText('Il motivo del rimborso deve avere almeno 3 caratteri')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Motivo del rimborso'), { target: { value: 'Visita accorciata' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rimborsa' }));
    expect(onConfirm).toHaveBeenCalledWith({ amountCents: 2550, reason: 'Visita accorciata' });
  });
});
