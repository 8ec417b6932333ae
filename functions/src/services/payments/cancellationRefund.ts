import { type CancelledBy, policyRefund } from '@app/schemas/services/cancellationPolicy';
import type { OrderDoc } from '@app/schemas/services/entities';
import { refundableOf } from '@app/schemas/services/refunds';

import { orders } from '../data/orders';
import { nextRefundAttempt, refundsOf } from '../data/refunds';
import { services } from '../data/services';
import { refundOnStripe } from './refunds';

/** The reason on the credit note of a refund the cancellation policy gave. */
export const POLICY_REFUND_REASON = 'Visita annullata: rimborso secondo le condizioni di disdetta';
/** The reason on the credit note of a payment given back because it came after its visit went. */
export const LATE_PAYMENT_REFUND_REASON = 'Pagamento arrivato dopo la fine della richiesta di visita: rimborsato';

export interface CalledOffVisit {
  cancelledBy: CancelledBy;
  cancelledAt: Date;
  visitStart: Date;
}

type RefundClaim = NonNullable<OrderDoc['cancellationRefund']>;

/**
 * Makes at Stripe the refund claimed on the order (`cancellationRefund`: attempt and amount), unless
 * it is recorded already or gives nothing back: the claim's attempt is the idempotency key's, so a
 * redelivered event or trigger asks the very same refund, recorded once. A Stripe failure throws,
 * and the caller's event or trigger is delivered again.
 */
async function refundTheClaim(order: OrderDoc, claim: RefundClaim, reason: string): Promise<void> {
  const paymentIntentId = order.payment?.paymentIntentId;
  if (!paymentIntentId || claim.amount === 0 || order.refunds?.[String(claim.attempt)]) return;
  await refundOnStripe(order, paymentIntentId, { amount: claim.amount, reason, requestedBy: 'policy' }, claim.attempt);
}

/** Claims a refund of `amount` on the order (with its next attempt), with any other fields to change; answers the claim. */
async function claimRefund(order: OrderDoc, amount: number, fields: Record<string, unknown> = {}): Promise<RefundClaim> {
  const claim = { attempt: nextRefundAttempt(order), amount };
  await orders.ref(order.id).update({ ...fields, cancellationRefund: claim });
  return claim;
}

/**
 * The cancellation policy applied to a visit's order paid online (docs/payments.md, Cancellations):
 * the amount it gives back is claimed on the order before Stripe is called, so the refund is asked
 * and recorded once, however often this runs. Nothing for an order not paid online or when the
 * policy keeps it all.
 */
export async function refundCancelledVisit(orderId: string, visit: CalledOffVisit): Promise<void> {
  const order = await orders.find(orderId);
  if (!order?.payment?.paymentIntentId) return;
  let claim = order.cancellationRefund ?? null;
  if (!claim) {
    const service = await services.find(order.serviceId);
    const amount = policyRefund({
      ...visit,
      paid: order.payment.amount,
      refundable: refundableOf(order.payment.amount, refundsOf(order)),
      depositAmount: service?.depositAmount ?? null,
    });
    claim = await claimRefund(order, amount);
  }
  await refundTheClaim(order, claim, POLICY_REFUND_REASON);
}

/**
 * A payment that came after its visit went (`rescheduleDueAt`), given back whole when the practice
 * chose so (`LATE_PAYMENTS=refund`, docs/payments.md, A payment after its visit): claimed as the
 * policy's refunds are, with nothing left to reschedule; then asked at Stripe, once.
 */
export async function refundLatePayment(orderId: string): Promise<void> {
  const order = await orders.find(orderId);
  if (!order?.payment?.paymentIntentId) return;
  let claim = order.cancellationRefund ?? null;
  if (!claim) {
    if (!order.rescheduleDueAt) return;
    claim = await claimRefund(order, refundableOf(order.payment.amount, refundsOf(order)), { rescheduleDueAt: null });
  }
  await refundTheClaim(order, claim, LATE_PAYMENT_REFUND_REASON);
}
