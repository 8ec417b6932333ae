import { fiscalContract } from '@app/schemas/invoices/contract';

import { adminReader, orderViewsOf } from '../../services/api/orders/orderView';
import { implement } from '../../shared/route';
import { creditNoteRefusal, issueCreditNote } from '../data/creditNotes';
import { invoicedOrder } from '../invoicedOrder';

/**
 * POST /api/admin/orders/{id}/credit-note ('Storna fattura'): the invoice is never rewritten; a
 * credit note with its own number cancels it, and the order becomes cancelled.
 */
export const createCreditNoteRoute = implement(fiscalContract.createCreditNote, async ({ caller, params, body }) => {
  const { order } = await invoicedOrder(params.id);
  const refusal = creditNoteRefusal(order);
  if (refusal) throw refusal;
  const [view] = await orderViewsOf([await issueCreditNote(order, body.reason, caller.uid)], adminReader(caller));
  return view!;
});
