import type Stripe from 'stripe';

import type { CheckoutEvent } from '../data/payments';

/** The Checkout events the app follows (docs/payments.md), with what each says of the payment. */
const OUTCOMES: Record<string, (session: Stripe.Checkout.Session) => CheckoutEvent['outcome']> = {
  'checkout.session.completed': (session) => (session.payment_status === 'unpaid' ? 'processing' : 'paid'),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'expired',
};

export const CHECKOUT_EVENT_TYPES = Object.keys(OUTCOMES);

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * What an event says of one of the app's sessions (its order and attempt in the metadata), under
 * `eventId` (Stripe's event id; the reconciliation's own for a session it read); undefined for any
 * other session.
 */
export function checkoutEventOfSession(
  session: Stripe.Checkout.Session,
  { eventId, type, created }: { eventId: string; type: string; created: Date },
): CheckoutEvent | undefined {
  const outcomeOf = OUTCOMES[type];
  if (!outcomeOf) return undefined;
  const orderId = session.metadata?.orderId ?? session.client_reference_id;
  const attempt = Number(session.metadata?.attempt);
  if (!orderId || !Number.isInteger(attempt) || attempt < 1) return undefined;
  return {
    eventId,
    type,
    outcome: outcomeOf(session),
    orderId,
    attempt,
    sessionId: session.id,
    amount: session.amount_total ?? 0,
    paymentIntentId: idOf(session.payment_intent),
    methodType: session.payment_method_types[0] ?? 'card',
    createdAt: created,
    expiresAt: new Date(session.expires_at * 1000),
  };
}

/** What a verified event says of one of the app's sessions; undefined for any other event. */
export function checkoutEventOf(event: Stripe.Event): CheckoutEvent | undefined {
  if (!OUTCOMES[event.type]) return undefined;
  return checkoutEventOfSession(event.data.object as Stripe.Checkout.Session, {
    eventId: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
  });
}
