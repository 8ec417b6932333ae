/**
 * Run by `npm test` after the API tests (tools/indexes/vitest.config.ts): every answer they got made
 * at most the Firestore round trips its contract allows (`roundTrips`), and every call was answered
 * at least once (the fuzzer calls them all).
 */
import { resolve } from 'node:path';

import { routeKey } from '@app/schemas/shared/contract';
import { expect, it } from 'vitest';

import { routes } from '../../functions/src/app/routes';
import { mostRoundTripsByRoute, roundTripsFile } from './recordedRoundTrips';

const root = resolve(import.meta.dirname, '../..');
const most = mostRoundTripsByRoute(process.env.ROUND_TRIPS_FILE ?? roundTripsFile(root));

it("keeps every answer within its contract's Firestore round trips", () => {
  expect(most.size, 'nessuna risposta registrata: lancia questo controllo con npm test').toBeGreaterThan(0);
  const problems = routes.flatMap((route) => {
    const key = routeKey(route);
    const seen = most.get(key);
    if (seen === undefined) return [`${key}: nessuna risposta nei test`];
    return seen > (route.roundTrips ?? 0) ? [`${key}: ${seen} round trip, il contratto ne consente ${route.roundTrips ?? 0}`] : [];
  });
  console.log(`Round trip controllati: ${most.size} chiamate`);
  if (problems.length) expect.fail(problems.join('\n'));
});
