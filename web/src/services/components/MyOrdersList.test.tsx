// @vitest-environment happy-dom
import { cancellationPolicyText } from '@app/schemas/services/cancellationPolicy';
import type { OrderView } from '@app/schemas/services/orders';
import { PAYMENT_LABELS } from '@app/schemas/services/payments';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testOrderView } from '../../invoices/lib/testOrders';
import { renderWithData, renderWithWrites } from '../../shared/lib/testing';
import { MyOrdersList } from './MyOrdersList';
import { PayOnlineButton } from './PayOnlineButton';

const order = (status: OrderView['status'], invoiceNumber: string | null = null): OrderView =>
  testOrderView({
    id: status,
    serviceName: `Servizio ${status}`,
    servicePrice: 45000,
    status,
    totalAmount: 45000,
    ...(invoiceNumber
      ? { invoiceNumber, invoiceDate: '2026-03-12', invoiceTotal: 45000, invoiceHealthService: true, paymentMethod: 'carta' }
      : {}),
  });

afterEach(cleanup);

describe('MyOrdersList', () => {
  it('shows each order with its Italian status, date and amount', async () => {
    renderWithData(<MyOrdersList />, { '/api/user/orders': [order('pending'), order('completed', '2026/0007'), order('cancelled')] });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByTestId('order-status').textContent)).toEqual(['In Attesa', 'Completato', 'Annullato']);
    expect(items[0]!.textContent).toContain('Servizio pending');
    expect(items[0]!.textContent).toContain('12 mar 2026');
    expect(within(items[0]!).getByTestId('my-order-amount').textContent?.replace(/\s/g, ' ')).toBe('450,00 €');
    expect(items[1]!.textContent).toContain('Fattura 2026/0007');
  });

  it('shows the visit an order was booked with, when and where it is now, and nothing for one without', async () => {
    const withVisit = testOrderView({
      id: 'visita',
      visit: { appointmentId: 'a1', start: '2026-12-04T09:30:00Z', locationId: 'prati', locationName: 'Studio Prati' },
    });
    renderWithData(<MyOrdersList />, { '/api/user/orders': [withVisit, order('pending')] });
    const [booked, other] = await screen.findAllByRole('listitem');
    // 09:30 UTC is 10:30 in Rome in December.
    expect(within(booked!).getByTestId('order-visit').textContent).toBe('Visita: 4 dicembre alle ore 10:30 · Studio Prati');
    expect(within(other!).queryByTestId('order-visit')).toBeNull();
  });

  it('offers the services when there are no orders yet', async () => {
    renderWithData(<MyOrdersList />, { '/api/user/orders': [] });
    expect(await screen.findByText('Non hai ancora richiesto nessun servizio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scopri i servizi' }).getAttribute('href')).toBe('/services');
  });

  it('says in Italian that the orders could not be loaded', async () => {
    renderWithData(<MyOrdersList />, { '/api/user/orders': new Error('500: x') });
    expect(await screen.findByText('Impossibile caricare i tuoi servizi')).toBeTruthy();
  });

  it("offers 'Paga ora' with the amount only where the order can be paid online, and shows what was paid", async () => {
    const payable = testOrderView({ id: 'pagabile', onlinePayment: { mode: 'full', amount: 10400 } });
    const deposit = testOrderView({ id: 'caparra', onlinePayment: { mode: 'deposit', amount: 3000 } });
    const paidDeposit = testOrderView({
      id: 'caparra-pagata',
      payment: { mode: 'deposit', amount: 3000, remaining: 7400, paidAt: '2026-03-12T10:05:00Z' },
    });
    renderWithData(<MyOrdersList />, { '/api/user/orders': [payable, deposit, paidDeposit, order('pending')] });
    const [first, second, third, fourth] = await screen.findAllByRole('listitem');
    const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ');
    expect(text(within(first!).getByTestId('pay-online'))).toBe('Paga ora 104,00 €');
    expect(text(within(second!).getByTestId('pay-online'))).toBe('Paga la caparra 30,00 €');
    expect(within(third!).queryByTestId('pay-online')).toBeNull();
    expect(text(within(third!).getByTestId('paid-online'))).toBe('Caparra pagata online: 30,00 € · da saldare in studio: 74,00 €');
    expect(within(fourth!).queryByTestId('pay-online')).toBeNull();
    // Each order says where its money stands.
    expect(within(first!).getByTestId('order-payment-state').textContent).toBe('Da pagare');
    expect(text(within(third!).getByTestId('order-payment-state'))).toBe('Acconto pagato (30,00 € di 104,00 €)');
  });

  it("'Paga ora' shows the cancellation policy first; 'Vai al pagamento' goes to the page the server answers, once", async () => {
    const goTo = vi.fn();
    const payable = testOrderView({ id: 'pagabile', onlinePayment: { mode: 'full', amount: 10400 } });
    renderWithData(<PayOnlineButton order={{ ...payable, onlinePayment: payable.onlinePayment! }} goTo={goTo} />, {
      '/api/orders/pagabile/checkout': { url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Paga ora/ }));
    const dialog = screen.getByRole('dialog', { name: PAYMENT_LABELS.policyTitle });
    expect(within(dialog).getByTestId('payment-policy').textContent).toBe(
      cancellationPolicyText({ mode: 'full', withVisit: payable.visit !== null }),
    );
    expect(goTo).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: PAYMENT_LABELS.proceed }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(screen.getByRole('button', { name: 'Apertura del pagamento...' }).hasAttribute('disabled')).toBe(true);
  });

  it("'Annulla' in the policy closes it and opens no payment", async () => {
    const goTo = vi.fn();
    const payable = testOrderView({ id: 'pagabile', onlinePayment: { mode: 'deposit', amount: 3000 } });
    const { writes } = renderWithWrites(
      <PayOnlineButton order={{ ...payable, onlinePayment: payable.onlinePayment! }} goTo={goTo} />,
      {},
      () => Response.json({ url: 'https://checkout.stripe.com/c/pay/cs_test_2' }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Paga la caparra/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(goTo).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });
});
