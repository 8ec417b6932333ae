// @vitest-environment jsdom
import type { OrderView } from '@app/schemas/orders';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../../lib/testing';
import { MyOrdersList } from './MyOrdersList';

const order = (status: OrderView['status'], invoiceNumber: string | null = null): OrderView => ({
  id: status,
  userId: 'u1',
  serviceId: 's1',
  serviceName: `Servizio ${status}`,
  servicePrice: 45000,
  service: { name: `Servizio ${status}` },
  status,
  totalAmount: 45000,
  customerName: 'Giulia Bianchi',
  customerEmail: 'giulia@example.com',
  customerPhone: '3331234567',
  notes: '',
  billingType: 'private',
  fiscalCode: 'BNCGLI85A41H501H',
  vatNumber: '',
  billingAddress: 'Via Roma 1',
  billingCity: 'Roma',
  billingPostalCode: '00100',
  billingCountry: 'Italia',
  billingNotes: '',
  sistemaTsOpposition: false,
  invoiceNumber,
  invoiceDate: invoiceNumber ? '2026-03-12' : null,
  invoiceTotal: invoiceNumber ? 45000 : null,
  invoiceHealthService: invoiceNumber ? true : null,
  paymentMethod: invoiceNumber ? 'carta' : null,
  creditNoteNumber: null,
  createdAt: '2026-03-12T10:00:00Z',
  updatedAt: '2026-03-12T10:00:00Z',
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

  it('offers the services when there are no orders yet', async () => {
    renderWithData(<MyOrdersList />, { '/api/user/orders': [] });
    expect(await screen.findByText('Non hai ancora richiesto nessun servizio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Scopri i servizi' }).getAttribute('href')).toBe('/services');
  });

  it('says in Italian that the orders could not be loaded', async () => {
    renderWithData(<MyOrdersList />, { '/api/user/orders': new Error('500: x') });
    expect(await screen.findByText('Impossibile caricare i tuoi servizi')).toBeTruthy();
  });
});
