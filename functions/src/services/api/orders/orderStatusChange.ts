import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import type { OrderDoc, OrderStatus, ServiceDoc } from '@app/schemas/services/entities';
import { packageEntitlementOf } from '@app/schemas/services/packages';

import { issueInvoice } from '../../../invoices/issuedInvoice';
import { Conflict } from '../../../shared/domainErrors';
import { FIRESTORE_CODES, isFirestoreError } from '../../../shared/firestoreErrors';
import { retryPause } from '../../../shared/retryPause';
import { nextInvoiceNumber, orders, statusChangeBatch } from '../../data/orders';

/**
 * Concurrent completions may take the candidate invoice number; each retry reads a fresh one.
 * Of n simultaneous completions one wins per round, so the attempts cover a burst of that many.
 */
const INVOICE_NUMBER_ATTEMPTS = 25;

const STATUS_LABELS: Record<OrderStatus, string> = { pending: 'in attesa', completed: 'completato', cancelled: 'annullato' };
const notPending = (status: OrderStatus) =>
  new Conflict(`L'ordine è già ${STATUS_LABELS[status]}: si possono aggiornare solo gli ordini in attesa`);
const isAlreadyExists = (error: unknown) => isFirestoreError(error, FIRESTORE_CODES.alreadyExists);

/** The order by id, while it is pending: 404 when unknown, 409 (Italian) once it has left `pending`. */
export async function pendingOrder(id: string): Promise<OrderDoc> {
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

export async function cancelOrder(order: OrderDoc, adminUid: string): Promise<OrderDoc> {
  const at = await commitChange(statusChangeBatch(order, 'cancelled', adminUid), order.id);
  return { ...order, status: 'cancelled', updatedAt: at };
}

/**
 * Completes the order with the next invoice number of the year, retrying if another took it. What
 * the invoice says (its service, read by the caller, or its free line; amounts, tax treatment) is
 * fixed now and kept on the order, and so is a package's entitlement to its included visits, counted
 * from `now` (the request's clock). 'Completa' completes a stored order; the doctor's order paid at
 * once (`created`) is written by the same batch that completes it, so it is stored completed and
 * invoiced, or not at all.
 */
export async function completeOrder(
  order: OrderDoc,
  service: ServiceDoc | undefined,
  adminUid: string,
  paymentMethod: PaymentMethod | null,
  { created = false, now = new Date() } = {},
): Promise<OrderDoc> {
  const issued = issueInvoice(order, service);
  const orderFields = { package: packageEntitlementOf(service, now) };
  for (let attempt = 1; ; attempt += 1) {
    const invoice = await nextInvoiceNumber();
    try {
      const batch = statusChangeBatch(order, 'completed', adminUid, {
        invoice: { ...invoice, issued, paymentMethod },
        orderFields,
        created,
      });
      const at = await commitChange(batch, order.id);
      const invoiceFields = { invoiceNumber: invoice.number, invoiceDate: at, issuedInvoice: issued, paymentMethod };
      return { ...order, ...orderFields, ...invoiceFields, status: 'completed', updatedAt: at, ...(created ? { createdAt: at } : {}) };
    } catch (error) {
      // The order is still pending (commitChange checked), so the number was taken: try the next.
      if (!isAlreadyExists(error) || attempt >= INVOICE_NUMBER_ATTEMPTS) throw error;
      await retryPause();
    }
  }
}
