/**
 * Demo invoices of the past year, so the fiscal screens show something: a health invoice paid by
 * card, one in cash to a patient who opposed the Sistema TS, a training plan (SdI e-invoice), and a
 * walk-in's visit the doctor invoiced at the desk (POST /api/admin/orders: a person without an
 * account, a free line, no e-mail). None of them is sent yet, so /admin/fiscale shows the past
 * year's reminder.
 */
import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import { invoiceAmounts } from '@app/schemas/invoices/invoiceAmounts';
import { orderInsert } from '@app/schemas/services/entities';
import { practiceTax } from '@app/schemas/shared/practice';

import { DEMO_USER } from './demoAccounts';

type Add = (collection: 'orders' | 'invoiceNumbers', id: string, data: Record<string, unknown>) => void;

/** Who the booked invoices are for: the demo member. */
const MEMBER = {
  userId: DEMO_USER.uid,
  customerName: `${DEMO_USER.firstName} ${DEMO_USER.lastName}`,
  customerEmail: DEMO_USER.email,
  customerPhone: '333 1234567',
  fiscalCode: 'BNCGLI85A41H501H',
  billingAddress: 'Via Appia Nuova 80',
  billingCity: 'Roma',
  billingPostalCode: '00183',
};

/** The walk-in: a person without an account, who gave no e-mail. */
const WALK_IN = {
  userId: null,
  customerName: 'Marta Verdi',
  customerEmail: '',
  customerPhone: '06 45678901',
  fiscalCode: 'VRDMRT85A41H501S',
  billingAddress: 'Via Tuscolana 200',
  billingCity: 'Roma',
  billingPostalCode: '00181',
};

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
  {
    service: null,
    name: 'Visita nutrizionale breve',
    category: null,
    price: 5000,
    health: true,
    paymentMethod: 'contanti',
    opposed: false,
  },
] as const;

/** Adds the past year's invoices (numbers 1 to 3 of that year) through the seed's `add`. */
export function addDemoInvoices(add: Add, now = new Date()) {
  const year = now.getFullYear() - 1;
  INVOICES.forEach((invoice, index) => {
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
    // A free line is the walk-in's: no service of the price list.
    const walkIn = invoice.service === null;
    const order = orderInsert.parse({
      ...(walkIn ? WALK_IN : MEMBER),
      serviceId: invoice.service,
      freeLine: walkIn ? { description: invoice.name, healthService: invoice.health } : null,
      status: 'completed',
      totalAmount: invoice.price,
      billingType: 'private',
      sistemaTsOpposition: invoice.opposed,
      invoiceNumber: number,
      invoiceDate,
      issuedInvoice,
      paymentMethod: invoice.paymentMethod satisfies PaymentMethod,
    });
    add('orders', id, { ...order, createdAt: invoiceDate, updatedAt: invoiceDate });
    add('invoiceNumbers', `${year}-${String(sequence).padStart(4, '0')}`, { year, sequence, number, orderId: id, issuedAt: invoiceDate });
  });
}
