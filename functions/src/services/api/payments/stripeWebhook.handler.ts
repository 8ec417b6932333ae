import { PAYMENT_MESSAGES } from '@app/schemas/services/payments';
import { paymentsContract } from '@app/schemas/services/paymentsContract';
import Stripe from 'stripe';

import { Invalid, Unavailable } from '../../../shared/domainErrors';
import type { RequestInfo } from '../../../shared/route';
import { implement } from '../../../shared/route';
import { applyDisputeEvent } from '../../data/disputes';
import { applyCheckoutEvent, type CheckoutEvent } from '../../data/payments';
import { applyRefundEvent } from '../../data/refunds';
import { STRIPE_WEBHOOK_SECRET } from '../../payments/stripeParams';
import { releaseUnpaidVisit } from '../../payments/visitHold';
import { disputeEventOf } from './disputeEvents';
import { refundEventsOf } from './refundEvents';

/** The Checkout events the app follows (docs/payments.md), with what each says of the payment. */
const OUTCOMES: Record<string, (session: Stripe.Checkout.Session) => CheckoutEvent['outcome']> = {
  'checkout.session.completed': (session) => (session.payment_status === 'unpaid' ? 'processing' : 'paid'),
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'expired',
};

/**
 * The event, once its Stripe-Signature is verified by the SDK against the body's bytes and the
 * signing secret (a signature older than the SDK's five minutes fails too): anything else is a 400,
 * with nothing read or written.
 */
function verifiedEvent(request: RequestInfo): Stripe.Event {
  const secret = STRIPE_WEBHOOK_SECRET.value();
  if (!secret) throw new Unavailable(PAYMENT_MESSAGES.notConfigured);
  const signature = request.header('stripe-signature');
  if (!signature || !request.rawBody) throw new Invalid(PAYMENT_MESSAGES.badSignature);
  try {
    return Stripe.webhooks.constructEvent(request.rawBody, signature, secret);
  } catch {
    throw new Invalid(PAYMENT_MESSAGES.badSignature);
  }
}

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

/** What a verified event says of one of the app's sessions (its order and attempt in the metadata); undefined for any other event. */
function checkoutEventOf(event: Stripe.Event): CheckoutEvent | undefined {
  const outcomeOf = OUTCOMES[event.type];
  if (!outcomeOf) return undefined;
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.metadata?.orderId ?? session.client_reference_id;
  const attempt = Number(session.metadata?.attempt);
  if (!orderId || !Number.isInteger(attempt) || attempt < 1) return undefined;
  return {
    eventId: event.id,
    type: event.type,
    outcome: outcomeOf(session),
    orderId,
    attempt,
    sessionId: session.id,
    amount: session.amount_total ?? 0,
    paymentIntentId: idOf(session.payment_intent),
    methodType: session.payment_method_types[0] ?? 'card',
    createdAt: new Date(event.created * 1000),
    expiresAt: new Date(session.expires_at * 1000),
  };
}

/**
 * POST /api/payments/webhook (Stripe): the truth about payments. The order is marked paid here
 * only, each event once (data/payments.ts), and the answer is 2xx only once the writes are
 * committed: a failure is a 5xx and Stripe delivers the event again. Events the app does not
 * follow, and sessions or refunds that are not the app's, are acknowledged and left alone. A
 * session that ends unpaid first releases the visit it held (payments/visitHold.ts). The refunds'
 * events settle a refund and issue its credit note (data/refunds.ts); a dispute is recorded on its
 * order and told to the doctors (data/disputes.ts).
 */
export const stripeWebhookRoute = implement(paymentsContract.stripeWebhook, async ({ request }) => {
  const event = verifiedEvent(request);
  const checkoutEvent = checkoutEventOf(event);
  if (checkoutEvent) {
    await releaseUnpaidVisit(checkoutEvent);
    await applyCheckoutEvent(checkoutEvent);
  }
  // One after the other: a charge's refunds may settle on the same order.
  for (const refundEvent of refundEventsOf(event)) await applyRefundEvent(refundEvent);
  const disputeEvent = disputeEventOf(event);
  if (disputeEvent) await applyDisputeEvent(disputeEvent);
  return { received: true as const };
});
