import { fiscalContract } from '@app/schemas/invoices/contract';

import { orderOfCaller } from '../../services/api/orders/orderOfCaller';
import { Conflict } from '../../shared/domainErrors';
import { Download, implement } from '../../shared/route';
import { creditNoteContent } from '../invoiceContent';
import { hasInvoice, invoicedOrderOf } from '../invoicedOrder';
import { invoicePdf } from '../invoicePdf';

/** GET /api/orders/{orderId}/credit-note.pdf: the credit note of a cancelled invoice, to the order's customer and to the admin. */
export const creditNotePdfRoute = implement(fiscalContract.creditNotePdf, async ({ caller, params }) => {
  const order = await orderOfCaller(caller, params.orderId);
  const { creditNote } = order;
  if (!hasInvoice(order) || !creditNote) throw new Conflict('La fattura di questo ordine non è stata stornata: non ha una nota di credito');
  const { issued } = await invoicedOrderOf(order);
  const pdf = await invoicePdf(creditNoteContent({ ...order, creditNote }, issued));
  return new Download('application/pdf', pdf, `nota-di-credito-${creditNote.number.replace('/', '-')}.pdf`);
});
