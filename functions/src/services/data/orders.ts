import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import type { OrderDoc, OrderInsert, OrderStatus } from '@app/schemas/services/entities';
import { type AdminOrdersQuery, orderSearchTermsOf } from '@app/schemas/services/orders';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import { romeMonthBounds } from '@app/schemas/shared/romeTime';
import { type DocumentData, FieldValue, type Query, type WriteBatch } from 'firebase-admin/firestore';

import { recordAdminWrite } from '../../audit/data/adminAudit';
import { entity, newBatch } from '../../shared/data/entity';
import { newestPerOwner } from '../../shared/data/newestPerOwner';
import { newestFirstPage, type PageCursor } from '../../shared/data/pageCursor';
import { keepTermsInStep } from '../../shared/data/searchTerms';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

export const orders = entity<OrderDoc>('orders', { notFound: NOT_FOUND.order });
/** order_status_changes/{orderId}: created with the change, so an order leaves `pending` once. */
const statusChanges = entity<{ id: string }>('orderStatusChanges', { notFound: 'Cambio di stato non trovato', stamps: ['changedAt'] });
/** invoice_numbers/{year}-{sequence}: created with the completion, so a number is issued once. */
const invoiceNumbers = entity<{ id: string; sequence: number; orderId: string }>('invoiceNumbers', {
  notFound: 'Numero di fattura non trovato',
  stamps: ['issuedAt'],
});
/** A numbering series: invoice_numbers, or credit_note_numbers (data/creditNotes.ts). */
export type NumberSeries = typeof invoiceNumbers;

/** Order lists are bounded pages: at most this many, the newest first. */
export const ORDERS_PAGE_SIZE = 200;

export async function insertOrder(insert: OrderInsert): Promise<OrderDoc> {
  const reference = orders.newRef();
  const written = await reference.create(orders.insertData(insert));
  // serverTimestamp() resolves to the commit time, so the answer needs no second read.
  const at = written.writeTime.toDate();
  return { ...insert, id: reference.id, createdAt: at, updatedAt: at };
}

/**
 * The order's visit as it is now (a move changes its time or place): one read and, when it differs,
 * one write; an order gone (or one without its visit) is left alone, so a redelivery does nothing.
 */
export async function followVisit(orderId: string, visit: { appointmentId: string; start: Date; locationId: string }): Promise<void> {
  const order = await orders.find(orderId);
  if (!order?.visit || order.visit.appointmentId !== visit.appointmentId) return;
  if (order.visit.start.getTime() === visit.start.getTime() && order.visit.locationId === visit.locationId) return;
  await orders.ref(orderId).update({ visit, updatedAt: FieldValue.serverTimestamp() });
}

/**
 * One page of the admin's orders, newest first, found by a search term (shared/searchTerms.ts), a
 * status and a month in Rome, each optional: one round trip.
 */
export async function ordersPage(
  { term, status, month }: Pick<AdminOrdersQuery, 'status' | 'month'> & { term?: string },
  limit: number,
  cursor?: PageCursor,
) {
  let query: Query<OrderDoc> = orders.typed;
  if (term) query = query.where('searchTerms', 'array-contains', term);
  if (status) query = query.where('status', '==', status);
  if (month) {
    const { start, end } = romeMonthBounds(month);
    query = query.where('createdAt', '>=', start).where('createdAt', '<', end);
  }
  const page = await newestFirstPage(query, 'createdAt', limit, cursor);
  return { orders: page.documents.map((document) => document.data()), next: page.next };
}

/**
 * Keeps orders/{id}.searchTerms equal to the terms of its customer and invoice number (the orders
 * trigger calls it with every write; terms already in step write nothing, so it converges).
 */
export async function keepOrderSearchTermsInStep(orderId: string, order: DocumentData): Promise<void> {
  const terms = orderSearchTermsOf({
    customerName: String(order.customerName ?? ''),
    customerEmail: String(order.customerEmail ?? ''),
    invoiceNumber: typeof order.invoiceNumber === 'string' ? order.invoiceNumber : null,
  });
  await keepTermsInStep(orders.ref(orderId), order.searchTerms, terms);
}

/** One member's orders, newest first: one round trip. */
export async function newestOrders({ userId, limit = ORDERS_PAGE_SIZE }: { userId: string; limit?: number }): Promise<OrderDoc[]> {
  const snapshot = await orders.typed.where('userId', '==', userId).orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/**
 * Who has ordered, with her latest order's time and phone, among the newest `limit` orders: one
 * round trip (a projection: the uid, the time and the phone).
 */
export const orderCustomers = (limit: number) =>
  newestPerOwner(orders.collection, { owner: 'userId', time: 'createdAt', fields: ['customerPhone'], limit });

const yearInRome = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' });

export interface InvoiceNumber {
  /** '2026/0001': the year and the sequence within the year. */
  number: string;
  year: number;
  sequence: number;
}

/**
 * The number after the last one issued this year. It is only a candidate: `statusChangeBatch`
 * creates its document in the same batch as the order's update, and the create fails if another
 * completion took the number first, so two invoices never share one (no read-then-write
 * transaction needed; the caller tries again with a fresh candidate).
 */
export const nextInvoiceNumber = (now = new Date()) => nextNumberIn(invoiceNumbers, now);

/** The next candidate number of a series this year ('2026/0001'; the prefix distinguishes a series). */
export async function nextNumberIn(series: NumberSeries, now = new Date(), prefix = ''): Promise<InvoiceNumber> {
  const year = Number(yearInRome.format(now));
  const last = await series.typed.where('year', '==', year).orderBy('sequence', 'desc').limit(1).get();
  const sequence = (last.docs[0]?.data().sequence ?? 0) + 1;
  return { number: `${prefix}${year}/${String(sequence).padStart(4, '0')}`, year, sequence };
}

/** The id of a number's document in its series: uniqueness by create. */
export const numberId = (number: InvoiceNumber) => `${number.year}-${String(number.sequence).padStart(4, '0')}`;

/** What a status change sets besides the status (statusChangeBatch). */
export interface StatusChange {
  /** A completion's invoice: its number, what it says, how it was paid. */
  invoice?: InvoiceNumber & { issued: IssuedInvoice; paymentMethod: PaymentMethod | null };
  /** Any other fields of the order the change sets (an online payment's record). */
  orderFields?: Record<string, unknown>;
  /** The order is new (the doctor's, POST /api/admin/orders): the batch creates it, with its creation's audit entry. */
  created?: boolean;
}

/** The audit entry of an order the doctor made: whose, and for whom (a member's uid, so her export and erasure find it). */
function creationRecord(order: OrderDoc) {
  const summary = `Ordine di ${order.customerName} creato dallo studio`;
  return {
    action: 'order.create',
    collection: 'orders',
    documentId: order.id,
    summary,
    ...(order.userId ? { subjectId: order.userId } : {}),
  } as const;
}

/** Adds to the batch the creation of an order the doctor made, with its audit entry; `changes` are written with it. */
function createdBy(batch: WriteBatch, order: OrderDoc, adminUid: string, changes: Record<string, unknown> = {}): void {
  const { id, createdAt: _createdAt, updatedAt: _updatedAt, ...insert } = order;
  batch.create(orders.ref(id), { ...orders.insertData(insert), ...changes });
  recordAdminWrite(batch, adminUid, creationRecord(order));
}

/**
 * Stores an order the doctor made that is still to be paid (POST /api/admin/orders), with its audit
 * entry: one commit. `order` carries its id (orders.newRef()); its times are the commit's.
 */
export async function insertAdminOrder(order: OrderDoc, adminUid: string): Promise<OrderDoc> {
  const batch = newBatch();
  createdBy(batch, order, adminUid);
  const [written] = await batch.commit();
  const at = written!.writeTime.toDate();
  return { ...order, createdAt: at, updatedAt: at };
}

/**
 * The writes that move a pending order to `to`, with the invoice number (and what the invoice
 * says) it receives when completed, and any other fields of the order the change sets. Of two
 * concurrent changes only one commits: both create order_status_changes/{id}. A new order (the
 * doctor's, paid at once) is created by the same batch, completed as any other.
 */
export function statusChangeBatch(
  order: OrderDoc,
  to: OrderStatus,
  adminUid: string,
  { invoice, orderFields = {}, created = false }: StatusChange = {},
): WriteBatch {
  const now = FieldValue.serverTimestamp();
  const batch = newBatch();
  batch.create(statusChanges.ref(order.id), { orderId: order.id, from: 'pending', to, changedBy: adminUid, changedAt: now });
  const invoiceFields = invoice
    ? { invoiceNumber: invoice.number, invoiceDate: now, issuedInvoice: invoice.issued, paymentMethod: invoice.paymentMethod }
    : {};
  const changes = { ...orderFields, ...invoiceFields, status: to, updatedAt: now };
  if (created) createdBy(batch, order, adminUid, changes);
  else batch.update(orders.ref(order.id), changes);
  const summary = invoice
    ? `Ordine di ${order.customerName} completato: fattura ${invoice.number}`
    : `Ordine di ${order.customerName} annullato`;
  recordAdminWrite(batch, adminUid, { action: `order.${to}`, collection: 'orders', documentId: order.id, summary });
  if (invoice) {
    batch.create(invoiceNumbers.ref(numberId(invoice)), {
      year: invoice.year,
      sequence: invoice.sequence,
      number: invoice.number,
      orderId: order.id,
      issuedAt: now,
    });
  }
  return batch;
}

/**
 * Cancels the order of a visit that no longer takes place, while it is unpaid: a read, then the
 * status change's batch. A change made first by someone else (the doctor completed it meanwhile),
 * or a paid order, stays as it is; answers whether this call cancelled it (docs/appointments.md).
 */
async function cancelPending(order: OrderDoc, by: string): Promise<boolean> {
  try {
    await statusChangeBatch(order, 'cancelled', by).commit();
    return true;
  } catch (error) {
    if (isFirestoreError(error, FIRESTORE_CODES.alreadyExists)) return false;
    throw error;
  }
}

/**
 * The visit booked with an order no longer takes place (docs/appointments.md, The order of a
 * visit): an unpaid order is cancelled (its status change tells the patient), unless its online
 * payment is on its way (an asynchronous method): it then waits for the money, flagged
 * `rescheduleDueAt` (docs/payments.md, A payment after its visit). A paid one is flagged once for a
 * credit note (`visitCalledOffAt`), which the doctor issues. Idempotent.
 */
export async function visitCalledOff(orderId: string, by: string, at: Date): Promise<void> {
  const order = await orders.find(orderId);
  if (order?.status === 'pending' && order.checkout?.status === 'processing') {
    if (!order.rescheduleDueAt) await orders.ref(orderId).update({ rescheduleDueAt: at });
  } else if (order?.status === 'pending') await cancelPending(order, by);
  else if (order?.status === 'completed' && !order.creditNote && !order.visitCalledOffAt) {
    await orders.ref(orderId).update({ visitCalledOffAt: at });
  }
}

/** The Sistema TS export reads at most this many invoices of one year. */
export const INVOICES_PER_YEAR_LIMIT = 10_000;

/**
 * The completed orders invoiced in a year, in invoice-number order: one query of the year's
 * numbers and one read of their orders, whatever their number (up to the limit).
 */
export async function ordersInvoicedIn(year: number): Promise<OrderDoc[]> {
  // Same order as nextInvoiceNumber's query, so the same index serves both.
  const numbers = await invoiceNumbers.typed.where('year', '==', year).orderBy('sequence', 'desc').limit(INVOICES_PER_YEAR_LIMIT).get();
  const orderIds = numbers.docs.map((document) => document.data().orderId).reverse();
  const found = await orders.many(orderIds);
  return orderIds.flatMap((id) => found.get(id) ?? []);
}
