import { creditNoteBody } from '@app/schemas/fiscal';
import { orderView } from '@app/schemas/orders';

import { creditNoteRefusal, issueCreditNote } from '../../data/creditNotes';
import { invoicedOrder } from '../../invoices/invoicedOrder';
import { orderViewsOf } from '../orders/orderView';
import { defineRoute } from '../route';
import { FISCAL_ACCESS } from './fiscalAccess';
import { orderParams } from './orderParams';

/**
 * POST /api/admin/orders/{id}/credit-note ('Storna fattura'): the invoice is never rewritten; a
 * credit note with its own number cancels it, and the order becomes cancelled.
 */
export const createCreditNoteRoute = defineRoute({
  method: 'post',
  path: '/admin/orders/:id/credit-note',
  access: FISCAL_ACCESS,
  summary: "Storna la fattura di un ordine con una nota di credito (l'ordine diventa annullato)",
  params: orderParams,
  body: creditNoteBody,
  response: orderView,
  status: 201,
  async handler({ caller, params, body }) {
    const { order } = await invoicedOrder(params.id);
    const refusal = creditNoteRefusal(order);
    if (refusal) throw refusal;
    const [view] = await orderViewsOf([await issueCreditNote(order, body.reason, caller.uid)]);
    return view!;
  },
});
