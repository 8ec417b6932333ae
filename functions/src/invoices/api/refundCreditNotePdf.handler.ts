import { fiscalContract } from '@app/schemas/invoices/contract';

import { orderOfCaller } from '../../services/api/orders/orderOfCaller';
import { Conflict } from '../../shared/domainErrors';
import { Download, implement } from '../../shared/route';
import { refundCreditNoteContent } from '../invoiceContent';
import { hasInvoice, invoicedOrderOf } from '../invoicedOrder';
import { invoicePdf } from '../invoicePdf';

/** GET /api/orders/{orderId}/refunds/{attempt}/credit-note.pdf: a refund's credit note, to the order's customer and to the admin. */
export const refundCreditNotePdfRoute = implement(fiscalContract.refundCreditNotePdf, async ({ caller, params }) => {
  const order = await orderOfCaller(caller, params.orderId);
  const refund = order.refunds?.[params.attempt];
  if (!hasInvoice(order) || !refund?.creditNote) throw new Conflict('Questo rimborso non ha una nota di credito');
  const { issued } = await invoicedOrderOf(order);
  const pdf = await invoicePdf(refundCreditNoteContent(order, issued, { ...refund.creditNote, reason: refund.reason }));
  return new Download('application/pdf', pdf, `nota-di-credito-${refund.creditNote.number.replace('/', '-')}.pdf`);
});
