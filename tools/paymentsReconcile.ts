import './node22';

import { STRIPE_PORT } from './ports';
import { emulatorEnv } from './stack';
import { STRIPE_STAND_IN_SECRETS } from './stripe/standIn';

/**
 * The nightly reconciliation with Stripe (docs/payments.md) on the local stack, against the Stripe
 * stand-in, where Cloud Scheduler cannot fire: `npm run payments:reconcile` runs it once, now.
 */
Object.assign(process.env, emulatorEnv(), {
  STRIPE_SECRET_KEY: STRIPE_STAND_IN_SECRETS.secretKey,
  STRIPE_API_URL: `http://127.0.0.1:${STRIPE_PORT}`,
});
// Imported after the environment points the Admin SDK at the emulators and the SDK at the stand-in.
const { reconcilePayments } = await import('../functions/src/services/payments/reconcilePayments');

const outcome = await reconcilePayments(new Date());
console.log(`Stripe: ${outcome.replayed} eventi recuperati, ${outcome.settled} pagamenti chiusi, ${outcome.overdue.length} ancora aperti.`);
process.exit(0);
