import { z } from 'zod';

import { HttpError } from '../../app/httpError';
import { documentIdParam } from '../../data/documentId';
import { creditNoteContent } from '../../invoices/invoiceContent';
import { hasInvoice, invoicedOrderOf } from '../../invoices/invoicedOrder';
import { invoicePdf } from '../../invoices/invoicePdf';
import { ORDER_NOT_FOUND, orderOfCaller } from '../orders/orderOfCaller';
import { defineRoute, Download } from '../route';

/** GET /api/orders/{orderId}/credit-note.pdf: the credit note of a cancelled invoice, to the order's customer and to the admin. */
export const creditNotePdfRoute = defineRoute({
  method: 'get',
  path: '/orders/:orderId/credit-note.pdf',
  access: 'member',
  summary: "La nota di credito PDF di una fattura stornata (al cliente dell'ordine e all'amministratore)",
  params: z.object({ orderId: documentIdParam(ORDER_NOT_FOUND) }),
  response: { contentType: 'application/pdf' },
  async handler({ caller, params }) {
    const order = await orderOfCaller(caller, params.orderId);
    const { creditNote } = order;
    if (!hasInvoice(order) || !creditNote)
      throw new HttpError(409, 'La fattura di questo ordine non è stata stornata: non ha una nota di credito');
    const { issued } = await invoicedOrderOf(order);
    const pdf = await invoicePdf(creditNoteContent({ ...order, creditNote }, issued));
    return new Download('application/pdf', pdf, `nota-di-credito-${creditNote.number.replace('/', '-')}.pdf`);
  },
});
