import type { SistemaTsTransmission } from '@app/schemas/invoices/entities';
import { isTracedPayment, type SistemaTsInvoiceView, type SistemaTsYearView } from '@app/schemas/invoices/fiscal';
import { sistemaTsDeadline } from '@app/schemas/invoices/fiscalDeadline';

import { ordersInvoicedIn } from '../services/data/orders';
import { servicesOfOrders } from '../services/data/services';
import { claimSistemaTsSend, recordSistemaTsOutcome } from './data/sistemaTs';
import { hasInvoice, type InvoicedOrder } from './invoicedOrder';
import { issuedInvoiceOf } from './issuedInvoice';
import { callSistemaTs, type SistemaTsConnection } from './sistemaTsClient';
import { goesToSistemaTs, refundedByCreditNotes, sendStart, sistemaTsInvoiceView } from './sistemaTsTransmission';
import { sistemaTsRequest, type SistemaTsSecrets } from './sistemaTsXml';

/** The year's invoices for the Sistema TS: at most three round trips, as the CSV ledger. */
export async function sistemaTsInvoicesOf(year: number): Promise<InvoicedOrder[]> {
  const invoiced = (await ordersInvoicedIn(year)).filter(hasInvoice);
  const serviceOf = await servicesOfOrders(invoiced.filter((order) => !order.issuedInvoice));
  return invoiced.map((order) => ({ order, issued: issuedInvoiceOf(order, serviceOf(order)) })).filter(goesToSistemaTs);
}

export const yearView = (year: number, invoices: InvoicedOrder[]): SistemaTsYearView => ({
  year,
  deadline: sistemaTsDeadline(year),
  invoices: invoices.map(sistemaTsInvoiceView).filter((view): view is SistemaTsInvoiceView => view !== null),
});

/** Sends one invoice's pending operation, if no other send holds it; answers whether it was accepted (null: nothing sent). */
async function sendOne(invoice: InvoicedOrder, connection: SistemaTsConnection, secrets: SistemaTsSecrets): Promise<boolean | null> {
  const claim = await claimSistemaTsSend(invoice.order.id, sendStart);
  if (!claim) return null;
  const { order, operation } = claim;
  const current: InvoicedOrder = { order: order as InvoicedOrder['order'], issued: invoice.issued };
  const answer = await callSistemaTs(operation, sistemaTsRequest(operation, current, secrets), connection);
  const before = order.sistemaTs;
  const accepted = answer.outcome === 'accepted';
  const transmission: SistemaTsTransmission = {
    operation,
    status: accepted ? 'sent' : answer.outcome === 'refused' ? 'error' : 'unreachable',
    traced: accepted ? isTracedPayment(order.paymentMethod ?? null) : (before?.traced ?? false),
    refunded: accepted ? refundedByCreditNotes(order) : (before?.refunded ?? 0),
    registered: accepted ? operation !== 'cancellazione' : (before?.registered ?? false),
    protocollo: answer.outcome === 'unreachable' ? (before?.protocollo ?? null) : answer.protocollo,
    esitoChiamata: answer.outcome === 'unreachable' ? null : answer.esitoChiamata,
    messages: answer.messages,
    at: new Date(),
  };
  await recordSistemaTsOutcome(order.id, transmission);
  return accepted;
}

/**
 * Sends, one after the other, every document of the year the TS does not hold yet (or a variation
 * or a cancellation). A document is claimed before its call, so it is never sent twice.
 */
export async function sendYear(
  invoices: InvoicedOrder[],
  connection: SistemaTsConnection,
  secrets: SistemaTsSecrets,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const invoice of invoices) {
    const accepted = await sendOne(invoice, connection, secrets);
    if (accepted === true) sent += 1;
    if (accepted === false) failed += 1;
  }
  return { sent, failed };
}
