/**
 * Demo invoices of the past year, so the fiscal screens show something: a health invoice paid by
 * card, one in cash to a patient who opposed the Sistema TS, and a training plan (SdI e-invoice).
 * None of them is sent yet, so /admin/fiscale shows the past year's reminder.
 */
import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import { invoiceAmounts } from '@app/schemas/invoices/invoiceAmounts';
import { orderInsert } from '@app/schemas/services/entities';
import { practiceTax } from '@app/schemas/shared/practice';
import type { z } from 'zod';

import { DEMO_USER } from './demoAccounts';

type Add = (collection: 'orders' | 'invoiceNumbers', id: string, data: Record<string, unknown>) => void;

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
  service: string;
  name: string;
  category: 'consultation' | 'control' | 'training';
  price: number;
  health: boolean;
  paymentMethod: PaymentMethod;
  opposed?: boolean;
  userId: string;
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

/** The past year's demo invoices take its first numbers: a later one of that year starts after them. */
export const PAST_YEAR_INVOICES = INVOICES.length;

/** Adds the past year's invoices (numbers 1 to 3 of that year) through the seed's `add`. */
export function addDemoInvoices(add: Add, now = new Date()) {
  const year = now.getFullYear() - 1;
  INVOICES.forEach((invoice, index) => {
    const sequence = index + 1;
    const id = `demo-fattura-${year}-${sequence}`;
    const invoiceDate = new Date(Date.UTC(year, 2 + index * 3, 10, 10));
    const order = invoicedOrder({
      ...invoice,
      userId: DEMO_USER.uid,
      customer: { name: `${DEMO_USER.firstName} ${DEMO_USER.lastName}`, email: DEMO_USER.email },
      year,
      sequence,
      invoiceDate,
    });
    add('orders', id, { ...order, createdAt: invoiceDate, updatedAt: invoiceDate });
    add('invoiceNumbers', numberIdOf(year, sequence), {
      year,
      sequence,
      number: invoiceNumberOf(year, sequence),
      orderId: id,
      issuedAt: invoiceDate,
    });
  });
}
