import type Stripe from 'stripe';

import type { RefundEvent } from '../data/refunds';

/** The refund events the app follows (docs/payments.md, Refunds): each carries the refund itself, `charge.refunded` the charge's refunds. */
export const REFUND_EVENT_TYPES = ['refund.created', 'refund.updated', 'refund.failed', 'charge.refunded'];

/** Where a refund stands for the app: Stripe's `failed` and `canceled` end it unpaid; anything but `succeeded` is still pending. */
function outcomeOf(status: string | null): RefundEvent['outcome'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** One of the app's refunds (its order and attempt in the metadata); undefined for any other. */
function refundEventOf(event: Stripe.Event, refund: Stripe.Refund, eventId: string): RefundEvent | undefined {
  const orderId = refund.metadata?.orderId;
  const attempt = Number(refund.metadata?.attempt);
  if (!orderId || !Number.isInteger(attempt) || attempt < 1) return undefined;
  return {
    eventId,
    type: event.type,
    outcome: event.type === 'refund.failed' ? 'failed' : outcomeOf(refund.status),
    orderId,
    attempt,
    refundId: refund.id,
    amount: refund.amount,
    createdAt: new Date(event.created * 1000),
  };
}

/**
 * What a verified event says of the app's refunds: a refund event of its one refund; a
 * `charge.refunded` of each refund its charge lists (each claimed as `{event id}-{refund id}`).
 * Empty for any other event.
 */
export function refundEventsOf(event: Stripe.Event): RefundEvent[] {
  if (event.type !== 'charge.refunded' && REFUND_EVENT_TYPES.includes(event.type)) {
    const found = refundEventOf(event, event.data.object as Stripe.Refund, event.id);
    return found ? [found] : [];
  }
  if (event.type !== 'charge.refunded') return [];
  const refunds = (event.data.object as Stripe.Charge).refunds?.data ?? [];
  return refunds.flatMap((refund) => refundEventOf(event, refund, `${event.id}-${refund.id}`) ?? []);
}
