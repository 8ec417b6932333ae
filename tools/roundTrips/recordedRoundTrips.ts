/** The round trips the functions recorded during `npm test`, answer by answer (functions/src/shared/roundTripLog.ts). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where `npm test` has the API lane and the local stack's functions write them. */
export const roundTripsFile = (root: string) => join(root, 'tools', '.cache', 'round-trips.jsonl');

/** The most round trips any answer of each route took ('GET /api/posts' → 4). */
export function mostRoundTripsByRoute(file: string): Map<string, number> {
  const most = new Map<string, number>();
  if (!existsSync(file)) return most;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { route, roundTrips } = JSON.parse(line) as { route: string; roundTrips: number };
    most.set(route, Math.max(most.get(route) ?? 0, roundTrips));
  }
  return most;
}
