import { defineSecret, defineString } from 'firebase-functions/params';

/**
 * Stripe's settings (docs/payments.md). The secret key and the webhook's signing secret are secrets
 * (`firebase functions:secrets:set NAME`), read by the functions only: the web app never sees them.
 * The API's address is Stripe's own unless set: the local stack and the API tests point it at the
 * stand-in (tools/stripe/standIn.ts).
 */
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');
export const STRIPE_SECRETS = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET];

export const STRIPE_API_URL = defineString('STRIPE_API_URL', {
  default: 'https://api.stripe.com',
  description: "Indirizzo dell'API di Stripe (lasciare quello predefinito; il sostituto locale solo sugli emulatori)",
});
