import type { OrderDoc } from '@app/schemas/services/entities';
import { CHECKOUT_OPEN_MINUTES, PAYMENT_MESSAGES } from '@app/schemas/services/payments';
import { paymentsContract } from '@app/schemas/services/paymentsContract';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import type Stripe from 'stripe';

import { siteLink } from '../../../notifications/mail/queue';
import { enforceRateLimits } from '../../../shared/data/rateLimit';
import { Conflict, NotFound } from '../../../shared/domainErrors';
import { RATE_LIMITS } from '../../../shared/rateLimits';
import { implement } from '../../../shared/route';
import { orders } from '../../data/orders';
import { attemptId, recordCheckout } from '../../data/payments';
import { services } from '../../data/services';
import { type OnlineAmount, onlineAmountOf } from '../../payments/onlineAmount';
import { callStripe, stripeClient } from '../../payments/stripeClient';

/** What Stripe's page and receipt call the purchase: nothing about the visit's reason, no health data (docs/payments.md). */
const LINE_ITEM_NAMES = { full: 'Prestazione professionale', deposit: 'Caparra confirmatoria per prestazione professionale' } as const;

/** The app's page the patient comes back to from Stripe (web/src/services/routes/PaymentReturnPage.tsx). */
const returnUrl = (orderId: string, outcome: 'ok' | 'annullato') =>
  siteLink(`/my-services/pagamento?ordine=${encodeURIComponent(orderId)}&esito=${outcome}`);

/**
 * A new Checkout Session on Stripe's hosted page (Italian, euro, cards), for the amount the server
 * computed. Stripe gets the order's and the attempt's ids (metadata, client reference), the
 * patient's e-mail and a neutral line: no service name, no codice fiscale. No Stripe invoice. The
 * idempotency key is the order's and the attempt's, so a retried or twin request gets the same session.
 */
function openSession(stripe: Stripe, order: OrderDoc, due: OnlineAmount, attempt: number, now: number) {
  const metadata = { orderId: order.id, attempt: String(attempt) };
  // A booking's visit is held while its session is open (docs/payments.md, Holding the time).
  const openFor = order.visit ? CHECKOUT_OPEN_MINUTES.visit : CHECKOUT_OPEN_MINUTES.other;
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      locale: 'it',
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: due.amount, product_data: { name: LINE_ITEM_NAMES[due.mode] } },
        },
      ],
      // An order the doctor made may have no e-mail: Stripe's page then asks for one.
      customer_email: order.customerEmail || undefined,
      client_reference_id: order.id,
      metadata,
      payment_intent_data: { metadata, description: LINE_ITEM_NAMES[due.mode] },
      invoice_creation: { enabled: false },
      submit_type: 'pay',
      expires_at: Math.floor(now / 1000) + openFor * 60,
      success_url: returnUrl(order.id, 'ok'),
      cancel_url: returnUrl(order.id, 'annullato'),
    },
    { idempotencyKey: `checkout-${attemptId(order.id, attempt)}` },
  );
}

/**
 * The open session of the order's latest attempt, if it can still be paid: reused, so one order
 * never has two sessions open. One paid at Stripe but not yet confirmed by the webhook is a 409.
 */
async function openSessionUrl(stripe: Stripe, order: OrderDoc): Promise<string | undefined> {
  const latest = order.checkout;
  if (!latest || latest.status === 'ended') return undefined;
  if (latest.status !== 'open') throw new Conflict(PAYMENT_MESSAGES.verifying);
  const session = await callStripe('lettura della sessione', () => stripe.checkout.sessions.retrieve(latest.sessionId));
  if (session.status === 'complete') throw new Conflict(PAYMENT_MESSAGES.verifying);
  return session.status === 'open' && session.url ? session.url : undefined;
}

/**
 * POST /api/orders/{id}/checkout (member): 'Paga ora' on one's own pending order of a service paid
 * online. Answers where to pay: the open session of the latest attempt, or a new attempt's. Another
 * member's order is a 404, an order not payable a 409; Stripe unreachable is a 503 with nothing
 * written. The order is marked paid only by the webhook (stripeWebhook.handler.ts).
 */
export const createCheckoutRoute = implement(paymentsContract.createCheckout, async ({ caller, params, request, response }) => {
  await enforceRateLimits([{ limit: RATE_LIMITS.checkoutsPerMember, key: caller.uid }], response, request.now);
  const order = await orders.find(params.id);
  if (!order || order.userId !== caller.uid) throw new NotFound(NOT_FOUND.order);
  if (order.status !== 'pending') throw new Conflict(PAYMENT_MESSAGES.notPending);
  if (order.payment) throw new Conflict(PAYMENT_MESSAGES.alreadyPaid);
  const due = onlineAmountOf(order, await services.find(order.serviceId));
  if (!due) throw new Conflict(PAYMENT_MESSAGES.notPayable);

  const stripe = stripeClient();
  const reused = await openSessionUrl(stripe, order);
  if (reused) return { url: reused };
  const attempt = (order.checkout?.attempt ?? 0) + 1;
  const session = await callStripe('apertura del pagamento', () => openSession(stripe, order, due, attempt, request.now));
  if (!session.url) throw new Conflict(PAYMENT_MESSAGES.verifying);
  await recordCheckout(order.id, { attempt, sessionId: session.id, ...due, expiresAt: new Date(session.expires_at * 1000) });
  return { url: session.url };
});
