/**
 * Records each answer's Firestore round trips by route when ROUND_TRIPS_FILE is set (npm test), for
 * the budget check of tools/roundTrips: every answer the tests get stays within its contract's
 * `roundTrips`. An answer that met another writer (a transaction run again, a create that found the
 * document there: two writers at once) is left out: its extra round trips are the contention's, not
 * the call's, and how many depends on the timing. Without the variable nothing is written.
 */
import { appendFileSync } from 'node:fs';

import type { RequestCost } from './requestContext';

export function recordRoundTrips(route: unknown, cost: RequestCost): void {
  const file = process.env.ROUND_TRIPS_FILE;
  if (!file || typeof route !== 'string' || cost.contended) return;
  appendFileSync(file, `${JSON.stringify({ route, roundTrips: cost.firestoreRoundTrips })}\n`);
}
