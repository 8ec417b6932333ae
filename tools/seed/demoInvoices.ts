/**
 * Demo invoices of the past year, so the fiscal screens show something: a health invoice paid by
 * card, one in cash to a patient who opposed the Sistema TS, and a training plan (SdI e-invoice).
 * None of them is sent yet, so /admin/fiscale shows the past year's reminder. A fourth, paid online
 * by card, was refunded on Stripe in two steps: its two partial credit notes show in 'Ordini' and in
 * 'Le Tue Fatture' (docs/payments.md, Refunds); refunded whole, it goes to no Sistema TS list.
 */
import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import { invoiceAmounts } from '@app/schemas/invoices/invoiceAmounts';
import { orderInsert } from '@app/schemas/services/entities';
import { practiceTax } from '@app/schemas/shared/practice';

import { DEMO_USER } from './demoAccounts';

type Add = (collection: 'orders' | 'invoiceNumbers' | 'creditNoteNumbers', id: string, data: Record<string, unknown>) => void;

const INVOICES = [
  {
    service: 'prima-consulenza',
    name: 'Prima Consulenza',
    category: 'consultation',
    price: 10000,
    health: true,
    paymentMethod: 'carta',
    opposed: false,
  },
  {
    service: 'controllo-mensile',
    name: 'Controllo mensile',
    category: 'control',
    price: 6000,
    health: true,
    paymentMethod: 'contanti',
    opposed: true,
  },
  {
    service: 'piani-allenamento',
    name: 'Piani di allenamento personalizzati',
    category: 'training',
    price: 12000,
    health: false,
    paymentMethod: 'bonifico',
    opposed: false,
  },
] as const;

/** Adds the past year's invoices (numbers 1 to 3 of that year) through the seed's `add`. */
export function addDemoInvoices(add: Add, now = new Date()) {
  const year = now.getFullYear() - 1;
  const orders = INVOICES.map((invoice, index) => {
    const sequence = index + 1;
    const id = `demo-fattura-${year}-${sequence}`;
    const number = `${year}/${String(sequence).padStart(4, '0')}`;
    const invoiceDate = new Date(Date.UTC(year, 2 + index * 3, 10, 10));
    const issuedInvoice = {
      ...invoiceAmounts(invoice.price, invoice.health),
      serviceName: invoice.name,
      serviceCategory: invoice.category,
      regime: practiceTax.regime,
      enpabRatePercent: practiceTax.enpabRatePercent,
    };
    const order = orderInsert.parse({
      userId: DEMO_USER.uid,
      serviceId: invoice.service,
      status: 'completed',
      totalAmount: invoice.price,
      customerName: `${DEMO_USER.firstName} ${DEMO_USER.lastName}`,
      customerEmail: DEMO_USER.email,
      customerPhone: '333 1234567',
      billingType: 'private',
      fiscalCode: 'BNCGLI85A41H501H',
      billingAddress: 'Via Appia Nuova 80',
      billingCity: 'Roma',
      billingPostalCode: '00183',
      sistemaTsOpposition: invoice.opposed,
      invoiceNumber: number,
      invoiceDate,
      issuedInvoice,
      paymentMethod: invoice.paymentMethod satisfies PaymentMethod,
    });
    return { id, order, sequence, number, invoiceDate };
  });
  const [first] = orders;
  // The refunded one: the first invoice's service, paid online, refunded 30 € and then the rest.
  const refunded = { ...first!, id: `demo-fattura-${year}-4`, sequence: 4, number: `${year}/0004` };
  refunded.invoiceDate = new Date(Date.UTC(year, 10, 5, 10));
  const total = refunded.order.issuedInvoice!.total;
  const paidAt = refunded.invoiceDate;
  const refundOf = (attempt: number, amount: number, reason: string) => ({
    attempt,
    refundId: `re_demo_${year}_${attempt}`,
    amount,
    reason,
    status: 'succeeded' as const,
    requestedBy: 'demo',
    requestedAt: paidAt,
    settledAt: paidAt,
    creditNote: { number: `NC${year}/000${attempt}`, date: paidAt, amount },
  });
  refunded.order = {
    ...refunded.order,
    invoiceNumber: refunded.number,
    invoiceDate: refunded.invoiceDate,
    payment: {
      mode: 'full',
      amount: total,
      remaining: 0,
      methodType: 'card',
      sessionId: `cs_demo_${year}`,
      paymentIntentId: `pi_demo_${year}`,
      attempt: 1,
      paidAt,
    },
    refunds: { '1': refundOf(1, 3000, 'Visita accorciata'), '2': refundOf(2, total - 3000, 'Visita annullata') },
  };
  for (const { id, order, sequence, number, invoiceDate } of [...orders, refunded]) {
    add('orders', id, { ...order, createdAt: invoiceDate, updatedAt: invoiceDate });
    add('invoiceNumbers', `${year}-${String(sequence).padStart(4, '0')}`, { year, sequence, number, orderId: id, issuedAt: invoiceDate });
  }
  for (const refund of Object.values(refunded.order.refunds)) {
    const { number, amount } = refund.creditNote!;
    add('creditNoteNumbers', `${year}-000${refund.attempt}`, {
      year,
      sequence: refund.attempt,
      number,
      orderId: refunded.id,
      amount,
      issuedAt: paidAt,
    });
  }
}
