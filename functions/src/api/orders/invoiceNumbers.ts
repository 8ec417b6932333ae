import type { DocumentReference, WriteBatch } from 'firebase-admin/firestore';
import { collection } from '../../app/documents';

const yearInRome = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' });

export interface InvoiceNumber {
  /** '2026/0001': the year and the sequence within the year. */
  number: string;
  reference: DocumentReference;
  year: number;
  sequence: number;
}

/**
 * The number after the last one issued this year. It is only a candidate: the caller creates its
 * document (`claimInvoiceNumber`) in the same batch as the order's update, and the create fails if
 * another completion took the number first, so two invoices never share one (no read-then-write
 * transaction needed; the caller tries again with a fresh candidate).
 */
export async function nextInvoiceNumber(now = new Date()): Promise<InvoiceNumber> {
  const year = Number(yearInRome.format(now));
  const last = await collection('invoiceNumbers').where('year', '==', year).orderBy('sequence', 'desc').limit(1).get();
  const sequence = ((last.docs[0]?.get('sequence') as number | undefined) ?? 0) + 1;
  const padded = String(sequence).padStart(4, '0');
  return { number: `${year}/${padded}`, reference: collection('invoiceNumbers').doc(`${year}-${padded}`), year, sequence };
}

export function claimInvoiceNumber(batch: WriteBatch, invoice: InvoiceNumber, orderId: string, issuedAt: unknown) {
  batch.create(invoice.reference, { year: invoice.year, sequence: invoice.sequence, number: invoice.number, orderId, issuedAt });
}
