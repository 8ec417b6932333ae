import { CHECKOUT_OPEN_MINUTES } from '@app/schemas/services/payments';
import { logger } from 'firebase-functions';
import type Stripe from 'stripe';

import { paymentAttempts } from '../data/payments';
import { checkoutEventOfSession } from './checkoutEvents';
import { stripeClient } from './stripeClient';
import { applyCheckout, applyStripeEvent, FOLLOWED_EVENT_TYPES } from './stripeEvents';

const MINUTE_MS = 60 * 1000;
/** Stripe retries a webhook for three days, and lists the events it has not delivered for as long. */
export const UNDELIVERED_LOOKBACK_MS = 3 * 24 * 60 * MINUTE_MS;
/** No session lives longer than a package's (24 hours): an attempt still open an hour after that has lost its end. */
export const OVERDUE_AFTER_MS = (CHECKOUT_OPEN_MINUTES.other + 60) * MINUTE_MS;
/** The open attempts read in one run: a practice has a handful. */
const OPEN_ATTEMPTS_LIMIT = 500;

export interface Reconciliation {
  /** Events Stripe had not delivered, applied now. */
  replayed: number;
  /** Attempts left open past their end, settled from their session as Stripe has it. */
  settled: number;
  /** Attempts Stripe still calls open past their end: told in the logs, for a person to look at. */
  overdue: string[];
}

/** The session's end as an event of the reconciliation's own (its id: the session and how it ended, so a rerun changes nothing). */
function endOf(session: Stripe.Checkout.Session, now: Date) {
  if (session.status === 'expired')
    return { eventId: `reconciled-${session.id}-expired`, type: 'checkout.session.expired', created: new Date(session.expires_at * 1000) };
  if (session.status === 'complete')
    return { eventId: `reconciled-${session.id}-${session.payment_status}`, type: 'checkout.session.completed', created: now };
  return undefined;
}

/**
 * The daily reconciliation with Stripe (docs/payments.md, Reconciliation): the events Stripe could
 * not deliver to the webhook in the last three days are applied as the webhook would (each once,
 * so one delivered meanwhile changes nothing), and the attempts still open past the longest
 * session's life are settled from their session as Stripe has it (expired: the visit it held is
 * released; completed: paid or processing). One Stripe still calls open is flagged in the logs.
 */
export async function reconcilePayments(now: Date): Promise<Reconciliation> {
  const stripe = stripeClient();
  let replayed = 0;
  const undelivered = stripe.events.list({
    delivery_success: false,
    created: { gte: Math.floor((now.getTime() - UNDELIVERED_LOOKBACK_MS) / 1000) },
    types: FOLLOWED_EVENT_TYPES,
    limit: 100,
  });
  for await (const event of undelivered) {
    await applyStripeEvent(event);
    replayed += 1;
  }

  let settled = 0;
  const overdue: string[] = [];
  const open = await paymentAttempts.typed.where('status', '==', 'open').limit(OPEN_ATTEMPTS_LIMIT).get();
  const late = open.docs
    .map((document) => document.data())
    .filter((attempt) => now.getTime() - attempt.createdAt.getTime() >= OVERDUE_AFTER_MS);
  for (const attempt of late) {
    const session = await stripe.checkout.sessions.retrieve(attempt.sessionId);
    const end = endOf(session, now);
    const checkoutEvent = end && checkoutEventOfSession(session, end);
    if (checkoutEvent) {
      await applyCheckout(checkoutEvent);
      settled += 1;
    } else overdue.push(attempt.id);
  }
  if (overdue.length) logger.warn('Pagamenti aperti oltre la scadenza (riconciliazione con Stripe)', { attempts: overdue });
  return { replayed, settled, overdue };
}
