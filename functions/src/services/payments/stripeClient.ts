import { PAYMENT_MESSAGES } from '@app/schemas/services/payments';
import { logger } from 'firebase-functions';
import Stripe from 'stripe';

import { Conflict, Unavailable } from '../../shared/domainErrors';
import { STRIPE_API_URL, STRIPE_SECRET_KEY } from './stripeParams';

/** How long one call to Stripe may take; the SDK tries once more after a network failure (idempotent keys make that safe). */
const TIMEOUT_MS = 15_000;
const NETWORK_RETRIES = 1;

const clients = new Map<string, Stripe>();

/**
 * The official SDK for the configured key and address: Stripe's API in production, the stand-in on
 * the emulators (its host, port and protocol from STRIPE_API_URL). One client per setting.
 */
export function stripeClient(): Stripe {
  const key = STRIPE_SECRET_KEY.value();
  const address = STRIPE_API_URL.value();
  if (!key) throw new Unavailable(PAYMENT_MESSAGES.notConfigured);
  const cached = clients.get(`${key}\n${address}`);
  if (cached) return cached;
  const api = new URL(address);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  const client = new Stripe(key, {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: TIMEOUT_MS,
    maxNetworkRetries: NETWORK_RETRIES,
    telemetry: false,
  });
  clients.set(`${key}\n${address}`, client);
  return client;
}

/**
 * A call to Stripe whose failure the caller reads in Italian: the same idempotency key with other
 * parameters (a twin request priced differently) is a 409 with `twinMessage`; anything else, Stripe
 * unreachable, slow or refusing, is a 503 'riprova', and nothing was written.
 */
export async function callStripe<T>(what: string, call: () => Promise<T>, twinMessage: string = PAYMENT_MESSAGES.verifying): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeIdempotencyError) throw new Conflict(twinMessage);
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    logger.warn(`Stripe non ha risposto (${what})`, {
      type: error.type,
      code: error.code,
      status: error.statusCode,
      message: error.message,
    });
    throw new Unavailable(
      error instanceof Stripe.errors.StripeAuthenticationError ? PAYMENT_MESSAGES.notConfigured : PAYMENT_MESSAGES.unreachable,
    );
  }
}
