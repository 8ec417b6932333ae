/**
 * Demo invoices of the past year, so the fiscal screens show something: a health invoice paid by
 * card, one in cash to a patient who opposed the Sistema TS, and a training plan (SdI e-invoice).
 * None of them is sent yet, so /admin/fiscale shows the past year's reminder. A fourth, paid online
 * by card, was refunded on Stripe in two steps: its two partial credit notes show in 'Ordini' and in
 * 'Le Tue Fatture' (docs/payments.md, Refunds); refunded whole, it goes to no Sistema TS list. A
 * fifth is a walk-in's visit the doctor invoiced at the desk (POST /api/admin/orders: a person
 * without an account, a free line, no e-mail).
 */
import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import { invoiceAmounts } from '@app/schemas/invoices/invoiceAmounts';
import { orderInsert } from '@app/schemas/services/entities';
import { practiceTax } from '@app/schemas/shared/practice';
import type { z } from 'zod';

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

/** What an invoiced order of the demo says: its service, price, patient, number and date. */
export interface DemoInvoice {
  /** Null for a free line (a walk-in's). */
  service: string | null;
  name: string;
  category: 'consultation' | 'control' | 'training' | 'program' | null;
  price: number;
  health: boolean;
  paymentMethod: PaymentMethod;
  opposed?: boolean;
  userId: string | null;
  customer: { name: string; email: string };
  year: number;
  sequence: number;
  invoiceDate: Date;
}

export const invoiceNumberOf = (year: number, sequence: number) => `${year}/${String(sequence).padStart(4, '0')}`;
export const numberIdOf = (year: number, sequence: number) => `${year}-${String(sequence).padStart(4, '0')}`;

/** A completed order with its invoice as 'Completa' issues it (amounts kept on the order). */
export function invoicedOrder(invoice: DemoInvoice, extra: Partial<z.input<typeof orderInsert>> = {}) {
  const issuedInvoice = {
    ...invoiceAmounts(invoice.price, invoice.health),
    serviceName: invoice.name,
    serviceCategory: invoice.category,
    regime: practiceTax.regime,
    enpabRatePercent: practiceTax.enpabRatePercent,
  };
  return orderInsert.parse({
    userId: invoice.userId,
    serviceId: invoice.service,
    status: 'completed',
    totalAmount: invoice.price,
    customerName: invoice.customer.name,
    customerEmail: invoice.customer.email,
    customerPhone: '333 1234567',
    billingType: 'private',
    fiscalCode: 'BNCGLI85A41H501H',
    billingAddress: 'Via Appia Nuova 80',
    billingCity: 'Roma',
    billingPostalCode: '00183',
    sistemaTsOpposition: invoice.opposed ?? false,
    invoiceNumber: invoiceNumberOf(invoice.year, invoice.sequence),
    invoiceDate: invoice.invoiceDate,
    issuedInvoice,
    paymentMethod: invoice.paymentMethod,
    ...extra,
  });
}

/** The walk-in: a person without an account, who gave no e-mail, invoiced for a free line. */
const WALK_IN = {
  customerPhone: '06 45678901',
  fiscalCode: 'VRDMRT85A41H501S',
  billingAddress: 'Via Tuscolana 200',
  billingCity: 'Roma',
  billingPostalCode: '00181',
};

/**
 * The past year's demo invoices and credit notes take its first numbers (three invoices, the
 * refunded fourth and its two credit notes, the walk-in's fifth): a later one of that year starts
 * after them.
 */
export const PAST_YEAR_INVOICES = INVOICES.length + 2;
export const PAST_YEAR_CREDIT_NOTES = 2;

/** Adds the past year's invoices (numbers 1 to 5 of that year) and the fourth's credit notes through the seed's `add`. */
export function addDemoInvoices(add: Add, now = new Date()) {
  const year = now.getFullYear() - 1;
  const customer = { name: `${DEMO_USER.firstName} ${DEMO_USER.lastName}`, email: DEMO_USER.email };
  const orders = INVOICES.map((invoice, index) => {
    const sequence = index + 1;
    const invoiceDate = new Date(Date.UTC(year, 2 + index * 3, 10, 10));
    const order = invoicedOrder({ ...invoice, userId: DEMO_USER.uid, customer, year, sequence, invoiceDate });
    return { id: `demo-fattura-${year}-${sequence}`, order, sequence, invoiceDate };
  });
  // The refunded one: the first invoice's service, paid online, refunded 30 € and then the rest.
  const sequence = INVOICES.length + 1;
  const paidAt = new Date(Date.UTC(year, 10, 5, 10));
  const base = invoicedOrder({ ...INVOICES[0], userId: DEMO_USER.uid, customer, year, sequence, invoiceDate: paidAt });
  const total = base.issuedInvoice!.total;
  const refundOf = (attempt: number, amount: number, reason: string) => ({
    attempt,
    refundId: `re_demo_${year}_${attempt}`,
    amount,
    reason,
    status: 'succeeded' as const,
    requestedBy: 'demo',
    requestedAt: paidAt,
    settledAt: paidAt,
    creditNote: { number: `NC${invoiceNumberOf(year, attempt)}`, date: paidAt, amount },
  });
  const refunded = {
    id: `demo-fattura-${year}-${sequence}`,
    sequence,
    invoiceDate: paidAt,
    order: {
      ...base,
      payment: {
        mode: 'full' as const,
        amount: total,
        remaining: 0,
        methodType: 'card',
        sessionId: `cs_demo_${year}`,
        paymentIntentId: `pi_demo_${year}`,
        attempt: 1,
        paidAt,
      },
      refunds: { '1': refundOf(1, 3000, 'Visita accorciata'), '2': refundOf(2, total - 3000, 'Visita annullata') },
    },
  };
  const walkInSequence = PAST_YEAR_INVOICES;
  const walkInDate = new Date(Date.UTC(year, 11, 10, 10));
  const walkIn = {
    id: `demo-fattura-${year}-${walkInSequence}`,
    sequence: walkInSequence,
    invoiceDate: walkInDate,
    order: invoicedOrder(
      {
        service: null,
        name: 'Visita nutrizionale breve',
        category: null,
        price: 5000,
        health: true,
        paymentMethod: 'contanti',
        userId: null,
        customer: { name: 'Marta Verdi', email: '' },
        year,
        sequence: walkInSequence,
        invoiceDate: walkInDate,
      },
      { ...WALK_IN, freeLine: { description: 'Visita nutrizionale breve', healthService: true } },
    ),
  };
  for (const { id, order, sequence: number, invoiceDate } of [...orders, refunded, walkIn]) {
    add('orders', id, { ...order, createdAt: invoiceDate, updatedAt: invoiceDate });
    add('invoiceNumbers', numberIdOf(year, number), {
      year,
      sequence: number,
      number: invoiceNumberOf(year, number),
      orderId: id,
      issuedAt: invoiceDate,
    });
  }
  for (const refund of Object.values(refunded.order.refunds)) {
    add('creditNoteNumbers', numberIdOf(year, refund.attempt), {
      year,
      sequence: refund.attempt,
      number: refund.creditNote.number,
      orderId: refunded.id,
      amount: refund.creditNote.amount,
      issuedAt: paidAt,
    });
  }
}
