import type { OrderDoc } from '@app/schemas/services/entities';
import { REFUND_MESSAGES } from '@app/schemas/services/refunds';

import { nextRefundAttempt, recordRefund, refundIdempotencyKey, type RequestedRefund } from '../data/refunds';
import { callStripe, stripeClient } from './stripeClient';

/**
 * Asks Stripe to refund part or all of an order's online payment, then records the refund pending.
 * Stripe receives the payment, the amount and the order's and the attempt's ids only: never the
 * doctor's reason (it may speak of the patient's health), which stays on the order for the credit
 * note. The idempotency key is the order's and the attempt's: a retried or twin request is one
 * refund, and a twin asking another amount is a 409.
 */
export async function refundOnStripe(
  order: OrderDoc,
  paymentIntentId: string,
  asked: Pick<RequestedRefund, 'amount' | 'reason' | 'requestedBy'>,
  attempt = nextRefundAttempt(order),
): Promise<RequestedRefund> {
  const stripe = stripeClient();
  const refund = await callStripe(
    'rimborso',
    () =>
      stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          amount: asked.amount,
          reason: 'requested_by_customer',
          metadata: { orderId: order.id, attempt: String(attempt) },
        },
        { idempotencyKey: refundIdempotencyKey(order.id, attempt) },
      ),
    REFUND_MESSAGES.twin,
  );
  const requested: RequestedRefund = { ...asked, attempt, refundId: refund.id };
  await recordRefund(order.id, requested);
  return requested;
}
