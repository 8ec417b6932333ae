import type { SistemaTsTransmission } from '@app/schemas/invoices/entities';
import { isTracedPayment, type SistemaTsInvoiceView, type SistemaTsOperation, type SistemaTsState } from '@app/schemas/invoices/fiscal';
import type { OrderDoc } from '@app/schemas/services/entities';

import type { InvoicedOrder } from './invoicedOrder';

/** A send that started this long ago without an outcome (the function died) may be tried again. */
export const STALE_SENDING_MS = 5 * 60 * 1000;

/** Health invoices to private patients go to the Sistema TS (the CSV ledger lists the same ones). */
export const goesToSistemaTs = ({ order, issued }: InvoicedOrder) => issued.healthExempt && order.billingType === 'private';

const traced = (order: OrderDoc) => isTracedPayment(order.paymentMethod ?? null);

/** Cents given back by the credit notes of the order's refunds on Stripe (docs/payments.md, Refunds). */
export const refundedByCreditNotes = (order: OrderDoc) =>
  Object.values(order.refunds ?? {}).reduce((sum, refund) => sum + (refund.creditNote?.amount ?? 0), 0);

/** An invoice cancelled whole: by 'Storna fattura', or by refunds whose credit notes reach its total. */
const cancelledWhole = (order: OrderDoc) =>
  Boolean(order.creditNote) || (Boolean(order.issuedInvoice) && refundedByCreditNotes(order) >= order.issuedInvoice!.total);

/**
 * What the TS still needs for this invoice: the document if it does not hold it, its variation if
 * the payment's traceability or the refunded amount changed since (the expense is sent net of the
 * refunds' credit notes), its cancellation after a credit note of the whole; null when it is up to date.
 */
export function pendingOperation(order: OrderDoc): SistemaTsOperation | null {
  const registered = order.sistemaTs?.registered === true;
  if (cancelledWhole(order)) return registered ? 'cancellazione' : null;
  if (!registered) return 'inserimento';
  const sent = order.sistemaTs!;
  return traced(order) !== sent.traced || refundedByCreditNotes(order) !== (sent.refunded ?? 0) ? 'variazione' : null;
}

/** Whether a send may start now: something is pending and no other send is under way. */
export function mayStart(order: OrderDoc, now: Date): SistemaTsOperation | null {
  const operation = pendingOperation(order);
  const transmission = order.sistemaTs;
  const underWay = transmission?.status === 'sending' && now.getTime() - transmission.at.getTime() < STALE_SENDING_MS;
  return underWay ? null : operation;
}

/** The transmission as a send begins. */
export const sendingTransmission = (order: OrderDoc, operation: SistemaTsOperation, now: Date): SistemaTsTransmission => ({
  operation,
  status: 'sending',
  traced: order.sistemaTs?.traced ?? traced(order),
  registered: order.sistemaTs?.registered ?? false,
  protocollo: order.sistemaTs?.protocollo ?? null,
  esitoChiamata: null,
  messages: [],
  at: now,
});

/** A send that may start now: its operation and the transmission it writes (claimed by data/sistemaTs.ts); null when none may. */
export function sendStart(order: OrderDoc, now: Date): { operation: SistemaTsOperation; transmission: SistemaTsTransmission } | null {
  const operation = mayStart(order, now);
  return operation && { operation, transmission: sendingTransmission(order, operation, now) };
}

function stateOf(order: OrderDoc): SistemaTsState {
  const transmission = order.sistemaTs;
  const operation = pendingOperation(order);
  if (operation === null) return order.sistemaTsOpposition === true ? 'con opposizione' : 'inviato';
  return transmission?.status === 'error' && transmission.operation === operation ? 'errore' : 'da inviare';
}

/** One line of the year's list; null for an invoice cancelled before the TS ever held it (nothing to send). */
export function sistemaTsInvoiceView({ order, issued }: InvoicedOrder): SistemaTsInvoiceView | null {
  const transmission = order.sistemaTs;
  if (cancelledWhole(order) && !transmission?.registered && transmission?.operation !== 'cancellazione') return null;
  return {
    orderId: order.id,
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.invoiceDate.toISOString(),
    customerName: order.customerName,
    total: issued.total,
    paymentMethod: order.paymentMethod ?? null,
    operation: pendingOperation(order) ?? transmission?.operation ?? 'inserimento',
    creditNoteNumber: order.creditNote?.number ?? null,
    state: stateOf(order),
    protocollo: transmission?.protocollo ?? null,
    esitoChiamata: transmission?.esitoChiamata ?? null,
    messages: transmission?.messages ?? [],
    sentAt: transmission && transmission.status !== 'sending' ? transmission.at.toISOString() : null,
  };
}
