import type { OrderDoc } from '@app/schemas/services/entities';
import type { RefundCreditNote } from '@app/schemas/services/refunds';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';

import { recordAdminWrite } from '../../audit/data/adminAudit';
import { type InvoiceNumber, nextNumberIn, numberId, type NumberSeries, orders } from '../../services/data/orders';
import { entity, newBatch } from '../../shared/data/entity';
import { Conflict } from '../../shared/domainErrors';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';
import { retryPause } from '../../shared/retryPause';

/** credit_note_numbers/{year}-{sequence}: the credit notes' own series ('NC2026/0001'), unique by create. */
export const creditNoteNumbers: NumberSeries = entity('creditNoteNumbers', {
  notFound: 'Numero di nota di credito non trovato',
  stamps: ['issuedAt'],
});
/** order_status_changes/{orderId}-storno: an invoice is cancelled by one credit note only. */
const creditNoteMarks = entity<{ id: string }>('orderStatusChanges', { notFound: 'Cambio di stato non trovato', stamps: ['changedAt'] });

export const CREDIT_NOTE_PREFIX = 'NC';
/** As for invoices: of n simultaneous credit notes one wins each round, the others retry with a fresh number. */
const ATTEMPTS = 25;
const alreadyCancelled = () => new Conflict('La fattura è già stata stornata con una nota di credito');

/** One attempt: the number, the mark of the order's credit note, the order cancelled, the audit entry. */
async function commitCreditNote(order: OrderDoc, number: InvoiceNumber, reason: string, adminUid: string): Promise<Date> {
  const now = FieldValue.serverTimestamp();
  // The credit note's date is the function's clock: a server timestamp inside a map is not
  // supported by the local Firestore server, and the date only needs the day.
  const date = new Date();
  const batch = newBatch();
  batch.create(creditNoteMarks.ref(`${order.id}-storno`), {
    orderId: order.id,
    from: order.status,
    to: 'cancelled',
    changedBy: adminUid,
    changedAt: now,
  });
  batch.create(creditNoteNumbers.ref(numberId(number)), {
    year: number.year,
    sequence: number.sequence,
    number: number.number,
    orderId: order.id,
    issuedAt: now,
  });
  batch.update(orders.ref(order.id), { status: 'cancelled', creditNote: { number: number.number, date, reason }, updatedAt: now });
  recordAdminWrite(batch, adminUid, {
    action: 'order.creditNote',
    collection: 'orders',
    documentId: order.id,
    summary: `Fattura ${order.invoiceNumber} di ${order.customerName} stornata: nota di credito ${number.number}`,
  });
  await batch.commit();
  return date;
}

/**
 * Issues the credit note of an invoiced order with the next number of its series, and cancels the
 * order. Two concurrent 'Storna fattura' of one order: one wins, the other is a 409.
 */
export async function issueCreditNote(order: OrderDoc, reason: string, adminUid: string): Promise<OrderDoc> {
  for (let attempt = 1; ; attempt += 1) {
    const number = await nextNumberIn(creditNoteNumbers, new Date(), CREDIT_NOTE_PREFIX);
    try {
      const date = await commitCreditNote(order, number, reason, adminUid);
      return { ...order, status: 'cancelled', creditNote: { number: number.number, date, reason }, updatedAt: date };
    } catch (error) {
      if (!isFirestoreError(error, FIRESTORE_CODES.alreadyExists)) throw error;
      if ((await orders.byId(order.id)).creditNote) throw alreadyCancelled();
      // The order has no credit note yet, so the number was taken: try the next.
      if (attempt >= ATTEMPTS) throw error;
      await retryPause();
    }
  }
}

export const creditNoteRefusal = (order: OrderDoc) => (order.creditNote ? alreadyCancelled() : null);

/** The next number of the credit notes' series ('NC2026/0002'): one query. */
export const nextCreditNoteNumber = (now = new Date()): Promise<InvoiceNumber> => nextNumberIn(creditNoteNumbers, now, CREDIT_NOTE_PREFIX);

/**
 * The writes of a partial credit note, for a refund of an invoiced order (docs/fiscal.md): its
 * number, created (two notes never share one), and the audit entry in the name of the doctor who
 * asked the refund. The invoice stays as issued; the note, for the refund's amount, is kept on the
 * refund by the caller, whose batch this is. A refund, then the rest, gives two notes whose sum is
 * the invoice.
 */
export function refundCreditNoteIn(
  batch: WriteBatch,
  order: OrderDoc,
  refund: { amount: number; requestedBy: string },
  number: InvoiceNumber,
): RefundCreditNote {
  batch.create(creditNoteNumbers.ref(numberId(number)), {
    year: number.year,
    sequence: number.sequence,
    number: number.number,
    orderId: order.id,
    amount: refund.amount,
    issuedAt: FieldValue.serverTimestamp(),
  });
  recordAdminWrite(batch, refund.requestedBy, {
    action: 'order.refundCreditNote',
    collection: 'orders',
    documentId: order.id,
    summary: `Rimborso su Stripe della fattura ${order.invoiceNumber} di ${order.customerName}: nota di credito ${number.number}`,
  });
  // As for the whole credit note: the function's clock, the day is what counts.
  return { number: number.number, date: new Date(), amount: refund.amount };
}
