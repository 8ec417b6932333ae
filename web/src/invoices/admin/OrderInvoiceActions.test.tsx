// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { testOrderView } from '../lib/testOrders';
import { OrderInvoiceActions } from './OrderInvoiceActions';

afterEach(cleanup);

const invoiced = (changes: Parameters<typeof testOrderView>[0] = {}) =>
  testOrderView({
    status: 'completed',
    invoiceNumber: '2026/0007',
    paymentMethod: 'carta',
    invoiceHealthService: true,
    ...changes,
  }) as ReturnType<typeof testOrderView> & { invoiceNumber: string };

const FLAG = 'Visita annullata: nota di credito da emettere';

describe('the fiscal actions of an invoiced order', () => {
  it('say a credit note is due when the paid visit was called off, beside "Storna fattura"', () => {
    renderWithData(<OrderInvoiceActions order={invoiced({ visitCalledOffAt: '2026-11-27T10:00:00.000Z' })} />, {});
    expect(screen.getByText(FLAG)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Storna fattura' })).toBeTruthy();
  });

  it('say nothing of it for a visit held, nor once the credit note is issued', () => {
    renderWithData(<OrderInvoiceActions order={invoiced()} />, {});
    expect(screen.queryByText(FLAG)).toBeNull();
    cleanup();
    renderWithData(
      <OrderInvoiceActions order={invoiced({ visitCalledOffAt: '2026-11-27T10:00:00.000Z', creditNoteNumber: 'NC 2026/0001' })} />,
      {},
    );
    expect(screen.queryByText(FLAG)).toBeNull();
    expect(screen.getByRole('link', { name: 'Nota di credito NC 2026/0001 (PDF)' })).toBeTruthy();
  });
});
