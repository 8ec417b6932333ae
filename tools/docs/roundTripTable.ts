/**
 * The table of every call's Firestore round trips in docs/api.md, printed from the contracts'
 * `roundTrips` between two markers: `npm run openapi` rewrites it, tools/docs/openapi.test.ts keeps
 * it in step.
 */
import { type Contract, routeKey } from '@app/schemas/shared/contract';

export const TABLE_START = '<!-- round-trips: start (npm run openapi) -->';
export const TABLE_END = '<!-- round-trips: end -->';

export function roundTripTable(routes: readonly Contract[]): string {
  const rows = [...routes]
    .map((route) => ({ key: routeKey(route), trips: route.roundTrips ?? 0 }))
    .sort((a, b) => a.key.split(' ')[1]!.localeCompare(b.key.split(' ')[1]!) || a.key.localeCompare(b.key))
    .map(({ key, trips }) => `| \`${key}\` | ${trips} |`);
  return [TABLE_START, '| call | round trips at most |', '|---|---|', ...rows, TABLE_END].join('\n');
}

/** The document with its table replaced by `table`. */
export function withRoundTripTable(document: string, table: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/api.md: mancano i segni ${TABLE_START} … ${TABLE_END}`);
  return document.slice(0, start) + table + document.slice(end + TABLE_END.length);
}
