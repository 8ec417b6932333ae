import type { IssuedInvoice } from '@app/schemas/invoices/entities';
import type { OrderDoc } from '@app/schemas/services/entities';

import { orders } from '../services/data/orders';
import { services } from '../services/data/services';
import { Conflict } from '../shared/domainErrors';
import { issuedInvoiceOf } from './issuedInvoice';

/** An order that carries an invoice, with what the invoice said when it was issued. */
export interface InvoicedOrder {
  order: OrderDoc & { invoiceNumber: string; invoiceDate: Date };
  issued: IssuedInvoice;
}

export const hasInvoice = (order: OrderDoc): order is InvoicedOrder['order'] => order.invoiceNumber !== null && order.invoiceDate !== null;

/** The invoiced order and its issued invoice; one read more only for orders invoiced before it was kept on them. */
export async function invoicedOrderOf(order: InvoicedOrder['order']): Promise<InvoicedOrder> {
  const service = order.issuedInvoice ? undefined : await services.find(order.serviceId);
  return { order, issued: issuedInvoiceOf(order, service) };
}

/** An order by id that has an invoice: 404 when unknown, 409 (Italian) when not invoiced. */
export async function invoicedOrder(id: string): Promise<InvoicedOrder> {
  const order = await orders.byId(id);
  if (!hasInvoice(order)) throw new Conflict("L'ordine non ha una fattura: si genera quando l'ordine è completato");
  return invoicedOrderOf(order);
}
