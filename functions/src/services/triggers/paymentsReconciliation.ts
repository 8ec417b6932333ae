import { onSchedule } from 'firebase-functions/v2/scheduler';

import { REGION } from '../../shared/region';
import { reconcilePayments } from '../payments/reconcilePayments';
import { STRIPE_SECRET_KEY } from '../payments/stripeParams';

/**
 * Every night at 4:30 in Rome, the reconciliation with Stripe (docs/payments.md, Reconciliation):
 * the events Stripe could not deliver, and the payments left open past their end. Idempotent.
 * Locally, where Cloud Scheduler cannot fire, `npm run payments:reconcile`.
 */
export const paymentsReconciliation = onSchedule(
  { schedule: '30 4 * * *', timeZone: 'Europe/Rome', region: REGION, secrets: [STRIPE_SECRET_KEY] },
  async () => {
    const outcome = await reconcilePayments(new Date());
    console.log(
      `Stripe: ${outcome.replayed} eventi recuperati, ${outcome.settled} pagamenti chiusi, ${outcome.overdue.length} ancora aperti`,
    );
  },
);
