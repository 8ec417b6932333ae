import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import type { OrderDoc, OrderStatus } from '@app/schemas/services/entities';
import { ordersContract } from '@app/schemas/services/ordersContract';
import { packageEntitlementOf } from '@app/schemas/services/packages';

import { issueInvoice } from '../../../invoices/issuedInvoice';
import { Conflict } from '../../../shared/domainErrors';
import { FIRESTORE_CODES, isFirestoreError } from '../../../shared/firestoreErrors';
import { retryPause } from '../../../shared/retryPause';
import { implement } from '../../../shared/route';
import { nextInvoiceNumber, orders, statusChangeBatch } from '../../data/orders';
import { services } from '../../data/services';
import { adminReader, orderViewsOf } from './orderView';

/**
 * Concurrent completions may take the candidate invoice number; each retry reads a fresh one.
 * Of n simultaneous completions one wins per round, so the attempts cover a burst of that many.
 */
const INVOICE_NUMBER_ATTEMPTS = 25;

const STATUS_LABELS: Record<OrderStatus, string> = { pending: 'in attesa', completed: 'completato', cancelled: 'annullato' };
const notPending = (status: OrderStatus) =>
  new Conflict(`L'ordine è già ${STATUS_LABELS[status]}: si possono aggiornare solo gli ordini in attesa`);
const isAlreadyExists = (error: unknown) => isFirestoreError(error, FIRESTORE_CODES.alreadyExists);

async function pendingOrder(id: string): Promise<OrderDoc> {
  const order = await orders.byId(id);
  if (order.status !== 'pending') throw notPending(order.status);
  return order;
}

/** Commits and returns the commit time; a change that lost the race to another one is a 409. */
async function commitChange(batch: FirebaseFirestore.WriteBatch, orderId: string): Promise<Date> {
  try {
    const [result] = await batch.commit();
    return result!.writeTime.toDate();
  } catch (error) {
    if (isAlreadyExists(error)) {
      const latest = await orders.find(orderId);
      if (latest && latest.status !== 'pending') throw notPending(latest.status);
    }
    throw error;
  }
}

async function cancel(order: OrderDoc, adminUid: string): Promise<OrderDoc> {
  const at = await commitChange(statusChangeBatch(order, 'cancelled', adminUid), order.id);
  return { ...order, status: 'cancelled', updatedAt: at };
}

/**
 * Completes the order with the next invoice number of the year, retrying if another took it. What
 * the invoice says (service, amounts, tax treatment) is fixed now and kept on the order, and so is
 * a package's entitlement to its included visits, counted from `now`.
 */
async function complete(order: OrderDoc, adminUid: string, paymentMethod: PaymentMethod | null, now: Date): Promise<OrderDoc> {
  const service = await services.find(order.serviceId);
  const issued = issueInvoice(order.totalAmount, service);
  const orderFields = { package: packageEntitlementOf(service, now) };
  for (let attempt = 1; ; attempt += 1) {
    const invoice = await nextInvoiceNumber();
    try {
      const batch = statusChangeBatch(order, 'completed', adminUid, { ...invoice, issued, paymentMethod }, orderFields);
      const at = await commitChange(batch, order.id);
      const invoiceFields = { invoiceNumber: invoice.number, invoiceDate: at, issuedInvoice: issued, paymentMethod };
      return { ...order, ...orderFields, ...invoiceFields, status: 'completed', updatedAt: at };
    } catch (error) {
      // The order is still pending (commitChange checked), so the number was taken: try the next.
      if (!isAlreadyExists(error) || attempt >= INVOICE_NUMBER_ATTEMPTS) throw error;
      await retryPause();
    }
  }
}

/** PUT /api/orders/{id}/status (admin): a pending order becomes completed or cancelled. */
export const updateOrderStatusRoute = implement(ordersContract.updateOrderStatus, async ({ caller, params, body, request }) => {
  const order = await pendingOrder(params.id);
  const updated =
    body.status === 'cancelled'
      ? await cancel(order, caller.uid)
      : await complete(order, caller.uid, body.paymentMethod ?? null, new Date(request.now));
  const [view] = await orderViewsOf([updated], adminReader(caller));
  return view!;
});
