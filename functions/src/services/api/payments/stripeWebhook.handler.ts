import { PAYMENT_MESSAGES } from '@app/schemas/services/payments';
import { paymentsContract } from '@app/schemas/services/paymentsContract';
import Stripe from 'stripe';

import { Invalid, Unavailable } from '../../../shared/domainErrors';
import type { RequestInfo } from '../../../shared/route';
import { implement } from '../../../shared/route';
import { applyStripeEvent } from '../../payments/stripeEvents';
import { STRIPE_WEBHOOK_SECRET } from '../../payments/stripeParams';

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

/**
 * POST /api/payments/webhook (Stripe): the truth about payments. The order is marked paid here
 * only (or by the daily reconciliation, with an event Stripe could not deliver), each event once
 * (payments/stripeEvents.ts), and the answer is 2xx only once the writes are committed: a failure
 * is a 5xx and Stripe delivers the event again. Events the app does not follow are acknowledged
 * and left alone.
 */
export const stripeWebhookRoute = implement(paymentsContract.stripeWebhook, async ({ request }) => {
  await applyStripeEvent(verifiedEvent(request));
  return { received: true as const };
});
