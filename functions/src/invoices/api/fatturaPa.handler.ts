import { fiscalContract } from '@app/schemas/invoices/contract';

import { orders } from '../../services/data/orders';
import { Conflict } from '../../shared/domainErrors';
import { Download, implement } from '../../shared/route';
import { type CreditNoteOf, fatturaPa } from '../fatturaPaXml';
import { hasInvoice, type InvoicedOrder, invoicedOrder, invoicedOrderOf } from '../invoicedOrder';
import { creditedBefore, refundedAmounts } from '../refundedAmounts';
import { HEALTH_NOT_SDI } from './fiscalRefusals';

/**
 * The e-invoice file of a service that is not a health service (those go to the Sistema TS, never
 * through SdI): the invoice's, or the credit note's that `noteOf` answers (it throws when there is none).
 */
function eInvoice(invoice: InvoicedOrder, noteOf?: () => CreditNoteOf) {
  if (invoice.issued.healthExempt) throw HEALTH_NOT_SDI;
  const { fileName, xml } = fatturaPa(invoice, noteOf?.());
  return new Download('application/xml; charset=utf-8', xml, fileName);
}

/** GET /api/admin/orders/{id}/fatturapa.xml: the SdI e-invoice (TD01) of a service that is not a health service. */
export const fatturaPaRoute = implement(fiscalContract.fatturaPa, async ({ params }) => eInvoice(await invoicedOrder(params.id)));

/** GET /api/admin/orders/{id}/credit-note/fatturapa.xml: the e-invoice (TD04) of the credit note that reverses the whole invoice. */
export const creditNoteFatturaPaRoute = implement(fiscalContract.creditNoteFatturaPa, async ({ params }) => {
  const invoice = await invoicedOrder(params.id);
  return eInvoice(invoice, () => {
    const note = invoice.order.creditNote;
    if (!note) throw new Conflict('La fattura non è stata stornata: non ha una nota di credito');
    return { ...note, amounts: invoice.issued };
  });
});

/**
 * GET /api/admin/orders/{orderId}/refunds/{attempt}/credit-note/fatturapa.xml: the e-invoice (TD04)
 * of a refund's credit note, for the part of the invoice it reverses after the earlier ones.
 */
export const refundCreditNoteFatturaPaRoute = implement(fiscalContract.refundCreditNoteFatturaPa, async ({ params }) => {
  const order = await orders.byId(params.orderId);
  const refund = order.refunds?.[params.attempt];
  if (!hasInvoice(order) || !refund?.creditNote) throw new Conflict('Questo rimborso non ha una nota di credito');
  const invoice = await invoicedOrderOf(order);
  const note = refund.creditNote;
  const before = creditedBefore(
    Object.values(order.refunds ?? {}).flatMap((other) => other.creditNote ?? []),
    note,
  );
  return eInvoice(invoice, () => ({ ...note, reason: refund.reason, amounts: refundedAmounts(invoice.issued, before, note.amount) }));
});
