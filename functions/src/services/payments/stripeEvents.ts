import type Stripe from 'stripe';

import { applyDisputeEvent } from '../data/disputes';
import { applyCheckoutEvent, type CheckoutEvent } from '../data/payments';
import { applyRefundEvent } from '../data/refunds';
import { refundLatePayment } from './cancellationRefund';
import { CHECKOUT_EVENT_TYPES, checkoutEventOf } from './checkoutEvents';
import { DISPUTE_EVENT_TYPES, disputeEventOf } from './disputeEvents';
import { latePaymentChoice } from './latePaymentParam';
import { REFUND_EVENT_TYPES, refundEventsOf } from './refundEvents';
import { releaseUnpaidVisit } from './visitHold';

/** Every event type the app follows: the webhook's endpoint in Stripe's dashboard sends these (docs/payments.md). */
export const FOLLOWED_EVENT_TYPES = [...CHECKOUT_EVENT_TYPES, ...REFUND_EVENT_TYPES, ...DISPUTE_EVENT_TYPES];

/**
 * A Checkout event applied: a session that ends unpaid first releases the visit it held
 * (visitHold.ts); a payment that came after its visit went is given back when the practice chose so
 * (cancellationRefund.ts; a redelivered event asks again what a failure left undone).
 */
export async function applyCheckout(checkoutEvent: CheckoutEvent): Promise<void> {
  await releaseUnpaidVisit(checkoutEvent);
  const latePayment = latePaymentChoice();
  await applyCheckoutEvent(checkoutEvent, latePayment);
  if (checkoutEvent.outcome === 'paid' && latePayment === 'refund') await refundLatePayment(checkoutEvent.orderId);
}

/**
 * Applies an event Stripe sent (the webhook, its signature verified) or listed (the daily
 * reconciliation, read from Stripe's API): each of its effects once, whatever the order and the
 * number of deliveries. Events the app does not follow, and sessions or refunds that are not the
 * app's, change nothing. The refunds' events settle a refund and issue its credit note
 * (data/refunds.ts); a dispute is recorded on its order and told to the doctors (data/disputes.ts).
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<void> {
  const checkoutEvent = checkoutEventOf(event);
  if (checkoutEvent) await applyCheckout(checkoutEvent);
  // One after the other: a charge's refunds may settle on the same order.
  for (const refundEvent of refundEventsOf(event)) await applyRefundEvent(refundEvent);
  const disputeEvent = disputeEventOf(event);
  if (disputeEvent) await applyDisputeEvent(disputeEvent);
}
