import type { RequestHandler } from 'express';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import type { OrderDoc, OrderStatus } from '@app/schemas/entities';
import { orderStatusBody } from '@app/schemas/orders';
import { collection, existingDocumentOf } from '../../app/documents';
import { db } from '../../app/firebase';
import { FIRESTORE_CODES, isFirestoreError } from '../../app/firestoreErrors';
import { HttpError } from '../../app/httpError';
import { callerOf } from '../../app/session';
import { parseBody } from '../../app/validate';
import { claimInvoiceNumber, nextInvoiceNumber } from './invoiceNumbers';
import { orderViewsOf } from './orderView';

/** Concurrent completions may take the candidate invoice number; each retry reads a fresh one. */
const INVOICE_NUMBER_ATTEMPTS = 5;

const STATUS_LABELS: Record<OrderStatus, string> = { pending: 'in attesa', completed: 'completato', cancelled: 'annullato' };
const orderNotFound = () => new HttpError(404, 'Ordine non trovato');
const notPending = (status: OrderStatus) =>
  new HttpError(409, `L'ordine è già ${STATUS_LABELS[status]}: si possono aggiornare solo gli ordini in attesa`);
const isAlreadyExists = (error: unknown) => isFirestoreError(error, FIRESTORE_CODES.alreadyExists);

async function pendingOrder(id: string): Promise<OrderDoc> {
  if (!id || id.includes('/')) throw orderNotFound();
  const order = existingDocumentOf<OrderDoc>(await collection('orders').doc(id).get());
  if (!order) throw orderNotFound();
  if (order.status !== 'pending') throw notPending(order.status);
  return order;
}

/**
 * The writes that move a pending order to `to`. Each order changes status once: the batch creates
 * order_status_changes/{orderId}, so of two concurrent changes only one applies (no read-then-write
 * transaction, whose isolation the local Firestore does not provide).
 */
function statusChangeBatch(order: OrderDoc, to: OrderStatus, adminUid: string, fields: Record<string, unknown> = {}): WriteBatch {
  const now = FieldValue.serverTimestamp();
  return db
    .batch()
    .create(collection('orderStatusChanges').doc(order.id), { orderId: order.id, from: 'pending', to, changedBy: adminUid, changedAt: now })
    .update(collection('orders').doc(order.id), { ...fields, status: to, updatedAt: now });
}

/** Commits and returns the commit time; a change that lost the race to another one is a 409. */
async function commitChange(batch: WriteBatch, orderId: string): Promise<Date> {
  try {
    const [result] = await batch.commit();
    return result!.writeTime.toDate();
  } catch (error) {
    if (isAlreadyExists(error)) {
      const latest = existingDocumentOf<OrderDoc>(await collection('orders').doc(orderId).get());
      if (latest && latest.status !== 'pending') throw notPending(latest.status);
    }
    throw error;
  }
}

async function cancel(order: OrderDoc, adminUid: string): Promise<OrderDoc> {
  const at = await commitChange(statusChangeBatch(order, 'cancelled', adminUid), order.id);
  return { ...order, status: 'cancelled', updatedAt: at };
}

/** Completes the order with the next invoice number of the year, retrying if another took it. */
async function complete(order: OrderDoc, adminUid: string): Promise<OrderDoc> {
  for (let attempt = 1; ; attempt += 1) {
    const invoice = await nextInvoiceNumber();
    const now = FieldValue.serverTimestamp();
    const batch = statusChangeBatch(order, 'completed', adminUid, { invoiceNumber: invoice.number, invoiceDate: now });
    claimInvoiceNumber(batch, invoice, order.id, now);
    try {
      const at = await commitChange(batch, order.id);
      return { ...order, status: 'completed', invoiceNumber: invoice.number, invoiceDate: at, updatedAt: at };
    } catch (error) {
      // The order is still pending (commitChange checked), so the number was taken: try the next.
      if (!isAlreadyExists(error) || attempt >= INVOICE_NUMBER_ATTEMPTS) throw error;
    }
  }
}

/** PUT /api/orders/{id}/status (admin): a pending order becomes completed or cancelled. */
export const updateOrderStatus: RequestHandler = async (req, res) => {
  const admin = callerOf(req);
  const { status } = parseBody(orderStatusBody, req.body);
  const order = await pendingOrder(String(req.params.id ?? ''));
  const updated = status === 'cancelled' ? await cancel(order, admin.uid) : await complete(order, admin.uid);
  const [view] = await orderViewsOf([updated]);
  res.json(view);
};
