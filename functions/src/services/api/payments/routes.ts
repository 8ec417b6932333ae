import type { ApiRoute } from '../../../shared/route';
import { createCheckoutRoute } from './createCheckout.handler';
import { markRescheduledRoute } from './markRescheduled.handler';
import { paymentsExportRoute } from './paymentsExport.handler';
import { refundOrderRoute } from './refundOrder.handler';
import { stripeWebhookRoute } from './stripeWebhook.handler';

/** The online payment routes (docs/payments.md). */
export const paymentsRoutes: readonly ApiRoute[] = [
  createCheckoutRoute,
  stripeWebhookRoute,
  refundOrderRoute,
  markRescheduledRoute,
  paymentsExportRoute,
];
