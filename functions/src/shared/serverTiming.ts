import type { RequestHandler } from 'express';

import { requestContext, type RequestCost } from './requestContext';
import { recordRoundTrips } from './roundTripLog';

/** Where the router names the route a response answers (`res.locals`), for the round trips' record. */
export const ROUTE_LOCAL = 'route';

/**
 * Adds `Server-Timing: firestore;desc="N round trips";dur=MS, total;dur=MS` to every response,
 * so the cost of each call shows in the browser's network panel and in benchmarks.
 */
export const serverTiming: RequestHandler = (_req, res, next) => {
  const cost: RequestCost = { firestoreRoundTrips: 0, firestoreMs: 0 };
  const started = performance.now();
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!res.headersSent) {
      recordRoundTrips(res.locals[ROUTE_LOCAL], cost);
      const total = (performance.now() - started).toFixed(1);
      res.setHeader(
        'Server-Timing',
        `firestore;desc="${cost.firestoreRoundTrips} round trips";dur=${cost.firestoreMs.toFixed(1)}, ` +
          `session;desc="${cost.sessionRoundTrips ?? 0} round trips", total;dur=${total}`,
      );
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  requestContext.run(cost, next);
};
