import { ordersContract } from '@app/schemas/services/ordersContract';

import { invoiceContent } from '../../../invoices/invoiceContent';
import { invoicePdf } from '../../../invoices/invoicePdf';
import { issuedInvoiceOf } from '../../../invoices/issuedInvoice';
import { Conflict } from '../../../shared/domainErrors';
import { Download, implement } from '../../../shared/route';
import { services } from '../../data/services';
import { orderOfCaller } from './orderOfCaller';

/**
 * GET /api/orders/{orderId}/invoice.pdf: the invoice of a completed order, to its owner and to the
 * admin. Any other member gets the same 404 as for an unknown order, so no order's existence leaks.
 */
export const invoicePdfRoute = implement(ordersContract.invoicePdf, async ({ caller, params }) => {
  const order = await orderOfCaller(caller, params.orderId);
  const { invoiceNumber, invoiceDate } = order;
  // An invoice is never withdrawn: after its credit note (the order is then cancelled) it is still served.
  if (!invoiceNumber || !invoiceDate) {
    throw new Conflict(`La fattura non è disponibile: l'ordine è ${order.status === 'cancelled' ? 'annullato' : 'ancora in attesa'}`);
  }
  // The service is read only for orders completed before the invoice was kept on the order.
  const service = order.issuedInvoice ? undefined : await services.find(order.serviceId);
  const pdf = await invoicePdf(invoiceContent({ ...order, invoiceNumber, invoiceDate }, issuedInvoiceOf(order, service)));
  return new Download('application/pdf', pdf, `fattura-${invoiceNumber.replace('/', '-')}.pdf`);
});
