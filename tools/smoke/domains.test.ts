/**
 * The smoke lane (docs/testing.md): one read of every domain of the API through the real platform,
 * Hosting's rewrite to the Functions emulator and a worker of its own, as the deployed site answers
 * it. The API lane calls the same app in-process; this proves the platform still routes to it.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { answersJson, routeKey } from '@app/schemas/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import type { ApiRoute } from '../../functions/src/shared/route';
import { DEMO_ADMIN, DEMO_USER } from '../seed/demoAccounts';
import { api, login } from '../testing/api';

// Each domain's route lists: functions/src/<domain>/api/routes.ts, or api/<part>/routes.ts where a
// domain has several (services and orders, the accounts).
const SRC = join(import.meta.dirname, '..', '..', 'functions', 'src');
const routeFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /^[^/]+\/api\/(?:[^/]+\/)?routes\.ts$/.test(file))
  .sort();
const routesOf = Object.fromEntries(
  await Promise.all(
    routeFiles.map(async (file) => {
      const domain = dirname(file).replace('/api', '');
      const exported = (await import(join(SRC, file))) as Record<string, readonly ApiRoute[]>;
      return [domain, Object.values(exported).flat()] as const;
    }),
  ),
);
const domains = Object.keys(routesOf);

/** A domain's first read that needs no path parameter nor query, and answers JSON. */
function firstRead(routes: readonly ApiRoute[]): ApiRoute | undefined {
  return routes.find(
    (route) =>
      route.method === 'get' &&
      !route.path.includes(':') &&
      answersJson(route.response) &&
      (!route.query || z.safeParse(route.query as z.ZodType, {}).success),
  );
}

const reads = domains.flatMap((domain) => {
  const route = firstRead(routesOf[domain]!);
  return route ? [{ domain, route }] : [];
});

// The demo accounts, whose data the stack holds: the member has given consent and has a FODMAP protocol.
let member: string;
let staff: string;

beforeAll(async () => {
  [member, staff] = await Promise.all([login(DEMO_USER.email, DEMO_USER.password), login(DEMO_ADMIN.email, DEMO_ADMIN.password)]);
});

describe('one read per domain through Hosting and the Functions emulator', () => {
  it('finds a read in most domains', () => {
    expect(reads.length).toBeGreaterThanOrEqual(15);
  });

  for (const { domain, route } of reads) {
    it(`${domain}: ${routeKey(route)} answers its contract`, async () => {
      const cookie = route.access === 'visitor' ? undefined : route.access === 'member' ? member : staff;
      const response = await api(`/api${route.path}`, { cookie });
      expect(response.status, JSON.stringify(response.body)).toBe(route.status ?? 200);
      // Answered by the app (not Hosting), with its round trips, and as its contract says.
      expect(response.roundTrips).toBeGreaterThanOrEqual(0);
      expect(z.safeParse(route.response as z.ZodType, response.body).success).toBe(true);
    });
  }
});
