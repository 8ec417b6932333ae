import { z } from 'zod';

import { HttpError } from '../../app/httpError';
import { documentIdParam } from '../../data/documentId';
import { services } from '../../data/services';
import { invoiceContent } from '../../invoices/invoiceContent';
import { invoicePdf } from '../../invoices/invoicePdf';
import { issuedInvoiceOf } from '../../invoices/issuedInvoice';
import { defineRoute, Download } from '../route';
import { ORDER_NOT_FOUND, orderOfCaller } from './orderOfCaller';

/**
 * GET /api/orders/{orderId}/invoice.pdf: the invoice of a completed order, to its owner and to the
 * admin. Any other member gets the same 404 as for an unknown order, so no order's existence leaks.
 */
export const invoicePdfRoute = defineRoute({
  method: 'get',
  path: '/orders/:orderId/invoice.pdf',
  access: 'member',
  summary: "La fattura PDF di un ordine completato (al cliente dell'ordine e all'amministratore)",
  params: z.object({ orderId: documentIdParam(ORDER_NOT_FOUND) }),
  response: { contentType: 'application/pdf' },
  async handler({ caller, params }) {
    const order = await orderOfCaller(caller, params.orderId);
    const { invoiceNumber, invoiceDate } = order;
    // An invoice is never withdrawn: after its credit note (the order is then cancelled) it is still served.
    if (!invoiceNumber || !invoiceDate) {
      throw new HttpError(
        409,
        `La fattura non è disponibile: l'ordine è ${order.status === 'cancelled' ? 'annullato' : 'ancora in attesa'}`,
      );
    }
    // The service is read only for orders completed before the invoice was kept on the order.
    const service = order.issuedInvoice ? undefined : await services.find(order.serviceId);
    const pdf = await invoicePdf(invoiceContent({ ...order, invoiceNumber, invoiceDate }, issuedInvoiceOf(order, service)));
    return new Download('application/pdf', pdf, `fattura-${invoiceNumber.replace('/', '-')}.pdf`);
  },
});
