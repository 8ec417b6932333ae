/**
 * The invoices and credit notes of a span, as the practice's revenue counts them (docs/api.md,
 * "The practice's figures"): their dates and totals only, read with projections.
 */
import type { OrderDoc } from '@app/schemas/services/entities';
import type { Timestamp } from 'firebase-admin/firestore';

import { orders } from '../../services/data/orders';
import { datedSince } from '../../shared/data/ownerTraces';
import { creditNoteNumbers } from './creditNotes';

export interface DatedAmount {
  at: Date;
  /** Cents. */
  amount: number;
}

/** The fields an invoice's amount is read from (top-level: the local Firestore reads no nested field path). */
const AMOUNT_FIELDS = ['issuedInvoice', 'totalAmount'];

/**
 * What an invoice came to: its total as issued (stamp duty and contributions included), or the
 * order's price for invoices issued before the invoice was kept on the order. A whole credit note
 * cancels the whole invoice, so it is the same amount.
 */
const amountOf = (order: Pick<OrderDoc, 'issuedInvoice' | 'totalAmount'>) => order.issuedInvoice?.total ?? order.totalAmount ?? 0;

/** The invoices dated from `since` on: one round trip. */
export async function invoicesSince(since: Date): Promise<DatedAmount[]> {
  const invoices = await datedSince(orders.collection, 'invoiceDate', { since, fields: AMOUNT_FIELDS });
  return invoices.map((invoice) => ({
    at: (invoice.get('invoiceDate') as Timestamp).toDate(),
    amount: amountOf(invoice.data() as OrderDoc),
  }));
}

/**
 * The credit notes issued from `since` on, each dated as its document says: a refund's partial note
 * keeps its own amount on its number (docs/payments.md, Refunds); a whole note takes the total of the
 * invoice it cancels, read from the orders in one getAll. Two round trips, one after the other.
 */
export async function creditNotesSince(since: Date): Promise<DatedAmount[]> {
  const numbers = await datedSince(creditNoteNumbers.collection, 'issuedAt', { since, fields: ['orderId', 'amount', 'issuedAt'] });
  const partial = numbers.filter((document) => typeof document.get('amount') === 'number');
  const whole = numbers.filter((document) => typeof document.get('amount') !== 'number');
  const cancelled = await orders.many(
    whole.map((document) => String(document.get('orderId'))),
    ['creditNote', ...AMOUNT_FIELDS],
  );
  return [
    ...partial.map((document) => ({ at: (document.get('issuedAt') as Timestamp).toDate(), amount: Number(document.get('amount')) })),
    ...[...cancelled.values()].flatMap((order) => (order.creditNote ? { at: order.creditNote.date, amount: amountOf(order) } : [])),
  ];
}
