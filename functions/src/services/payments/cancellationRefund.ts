import { type CancelledBy, policyRefund } from '@app/schemas/services/cancellationPolicy';
import { refundableOf } from '@app/schemas/services/refunds';

import { orders } from '../data/orders';
import { nextRefundAttempt, refundsOf } from '../data/refunds';
import { services } from '../data/services';
import { refundOnStripe } from './refunds';

/** The reason on the credit note of a refund the cancellation policy gave. */
export const POLICY_REFUND_REASON = 'Visita annullata: rimborso secondo le condizioni di disdetta';

export interface CalledOffVisit {
  cancelledBy: CancelledBy;
  cancelledAt: Date;
  visitStart: Date;
}

/**
 * The cancellation policy applied to a visit's order paid online (docs/payments.md, Cancellations):
 * the amount it gives back is claimed on the order (`cancellationRefund`: attempt and amount)
 * before Stripe is called, so a redelivered trigger asks the very same refund (the same idempotency
 * key) and the refund is recorded once, however often this runs. Nothing for an order not paid
 * online or when the policy keeps it all. A Stripe failure throws: the trigger is delivered again.
 */
export async function refundCancelledVisit(orderId: string, visit: CalledOffVisit): Promise<void> {
  const order = await orders.find(orderId);
  const paymentIntentId = order?.payment?.paymentIntentId;
  if (!order?.payment || !paymentIntentId) return;
  let claim = order.cancellationRefund ?? null;
  if (!claim) {
    const service = await services.find(order.serviceId);
    const amount = policyRefund({
      ...visit,
      paid: order.payment.amount,
      refundable: refundableOf(order.payment.amount, refundsOf(order)),
      depositAmount: service?.depositAmount ?? null,
    });
    claim = { attempt: nextRefundAttempt(order), amount };
    await orders.ref(order.id).update({ cancellationRefund: claim });
  }
  if (claim.amount === 0 || order.refunds?.[String(claim.attempt)]) return;
  await refundOnStripe(
    order,
    paymentIntentId,
    { amount: claim.amount, reason: POLICY_REFUND_REASON, requestedBy: 'policy' },
    claim.attempt,
  );
}
