import { paymentsContract } from '@app/schemas/services/paymentsContract';
import { pathOf } from '@app/schemas/shared/contract';
import express, { type RequestHandler, type Router } from 'express';

import { bodySizeLimit } from '../shared/bodySizeLimit';
import { apiNotFound, errorHandler } from '../shared/errorHandler';
import { keepRawBodyOf } from '../shared/rawBody';
import { sameOriginWrites } from '../shared/sameOrigin';
import { serverTiming } from '../shared/serverTiming';
import { wellFormedBody } from '../shared/wellFormedBody';

const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The Express app behind the `api` function (Hosting rewrites /api/** to it): `apiRouter` serves the
 * route table, `oneClickUnsubscribe` the mail servers' urlencoded POST that comes before the JSON checks.
 */
export function createApp(apiRouter: Router, oneClickUnsubscribe: RequestHandler) {
  const app = express();
  app.disable('x-powered-by');
  // The client's address is read by app/clientAddress.ts at a fixed number of trusted hops.
  app.set('trust proxy', false);
  app.use(serverTiming);
  // RFC 8058's one-click unsubscribe comes from mail servers, urlencoded: before the JSON-only check.
  app.post('/api/mail/unsubscribe', express.urlencoded({ extended: false, limit: 1024 }), oneClickUnsubscribe);
  app.use(sameOriginWrites);
  app.use(bodySizeLimit(BODY_LIMIT_BYTES));
  // Stripe's webhook checks a signature over the body's bytes (docs/payments.md): kept for its path only.
  app.use(express.json({ limit: BODY_LIMIT_BYTES, verify: keepRawBodyOf([pathOf(paymentsContract.stripeWebhook)]) }));
  app.use(wellFormedBody);
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  });
  app.use('/api', apiRouter);
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
