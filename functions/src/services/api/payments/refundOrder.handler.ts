import { paymentsContract } from '@app/schemas/services/paymentsContract';
import { REFUND_MESSAGES, refundableOf } from '@app/schemas/services/refunds';
import { NOT_FOUND } from '@app/schemas/shared/notFound';

import { Conflict, NotFound } from '../../../shared/domainErrors';
import { implement } from '../../../shared/route';
import { orders } from '../../data/orders';
import { refundOnStripe } from '../../payments/refunds';

/**
 * POST /api/admin/orders/{id}/refund (admin): 'Rimborsa' on an order paid online, in full or in
 * part (no amount: what is left). The amount must not exceed what was paid minus every refund not
 * failed (409). The refund is asked of Stripe first (503 'riprova' with nothing written when it
 * does not answer), then recorded pending; its webhook settles it and issues the credit note
 * (data/refunds.ts). The answer is 202: the refund is under way.
 */
export const refundOrderRoute = implement(paymentsContract.refundOrder, async ({ caller, params, body }) => {
  const order = await orders.find(params.id);
  if (!order) throw new NotFound(NOT_FOUND.order);
  const paymentIntentId = order.payment?.paymentIntentId;
  if (!order.payment || !paymentIntentId) throw new Conflict(REFUND_MESSAGES.notPaidOnline);
  const refundable = refundableOf(order.payment.amount, Object.values(order.refunds ?? {}));
  if (refundable === 0) throw new Conflict(REFUND_MESSAGES.nothingLeft);
  const amount = body.amountCents ?? refundable;
  if (amount > refundable) throw new Conflict(REFUND_MESSAGES.tooMuch(refundable));
  const refund = await refundOnStripe(order, paymentIntentId, { amount, reason: body.reason, requestedBy: caller.uid });
  return { attempt: refund.attempt, amountCents: amount, status: 'pending' as const, refundableCents: refundable - amount };
});
