import type Stripe from 'stripe';

import type { DisputeEvent } from '../data/disputes';

/** The dispute events the app follows (docs/payments.md, Disputes). */
export const DISPUTE_EVENT_TYPES = ['charge.dispute.created', 'charge.dispute.updated', 'charge.dispute.closed'];

/** What a verified event says of a dispute of a payment; undefined for any other event, or one without its PaymentIntent. */
export function disputeEventOf(event: Stripe.Event): DisputeEvent | undefined {
  if (!DISPUTE_EVENT_TYPES.includes(event.type)) return undefined;
  const dispute = event.data.object as Stripe.Dispute;
  const paymentIntentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
  if (!paymentIntentId) return undefined;
  return {
    eventId: event.id,
    type: event.type,
    disputeId: dispute.id,
    paymentIntentId,
    amount: dispute.amount,
    reason: dispute.reason,
    status: dispute.status,
    createdAt: new Date(event.created * 1000),
  };
}
