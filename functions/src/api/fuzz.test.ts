import { COLLECTIONS } from '@app/schemas/entities';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, db, fromClient, type TestUser } from '../../../tools/testing/api';
import { type ApiRoute, routeKey } from './route';
import { routes } from './routes';

/**
 * Property-based fuzzing of the whole route table: generated path ids, query strings, bodies and
 * cookies, as a visitor, a member and a doctor (the claim of health data, without admin's). Whatever arrives, the API never answers 5xx, answers every
 * refusal with an Italian JSON message, and writes nothing when it refuses.
 */
// npm test samples 30 requests per role and route, from a new seed each run, so that the runs
// together cover far more than one would; FUZZ_RUNS asks for more, FUZZ_SEED repeats a failed run
// (its messages name the seed). docs/testing.md, The suites.
const RUNS_PER_ROLE = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const PARALLEL = 8;
// Bookkeeping that refusals may touch by design (limits count attempts; triggers mark events).
const NOT_BUSINESS = new Set<string>([COLLECTIONS.rateLimits, COLLECTIONS.appliedEvents, COLLECTIONS.stats]);
const BUSINESS_COLLECTIONS = Object.values(COLLECTIONS).filter((name) => !NOT_BUSINESS.has(name));

/** A doctor's requests reach the validation of the doctor's routes; elsewhere they mostly meet the role check. */
const runsAsDoctor = (route: ApiRoute) => (route.access === 'doctor' ? RUNS_PER_ROLE : Math.ceil(RUNS_PER_ROLE / 4));

let member: TestUser;
let doctor: TestUser;

beforeAll(async () => {
  [member, doctor] = await Promise.all([createUser(), createUser({ doctor: true })]);
  await stableCounts();
});

afterAll(() => Promise.all([member, doctor].map((user) => adminAuth.deleteUser(user.uid))));

async function documentCounts(): Promise<Record<string, number>> {
  const counts = await Promise.all(
    BUSINESS_COLLECTIONS.map(async (name) => [name, (await db.collection(name).count().get()).data().count] as const),
  );
  return Object.fromEntries(counts);
}

/** Waits until the triggers of earlier tests have settled, so counts move only with our requests. */
async function stableCounts() {
  let previous = await documentCounts();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const current = await documentCounts();
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}

const pathId = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('.', '..', '__x__', 'a/b', '%2F', ' ', 'x'.repeat(300), 'null', 'undefined', '0'),
  fc.uuid(),
);
const query = fc.dictionary(
  fc.constantFrom('limit', 'cursor', 'period', 'year', 'withComments', 'from', 'to', 'tab', 'x'),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)),
  { maxKeys: 3 },
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.object({ maxDepth: 2 }),
  fc.record({ isLiked: fc.anything(), status: fc.string(), title: fc.string(), content: fc.string() }, { requiredKeys: [] }),
);
const rawBody = fc.oneof(fc.string({ maxLength: 200 }), fc.constant('{"a":'), fc.constant('[]'));
const forgedCookie = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 60 }).map((value) => `__session=${value}`),
  fc.constant('__session=%E0%A4%A'),
);

const requestOf = (route: ApiRoute) =>
  fc
    .record({
      ids: fc.array(pathId, { minLength: 3, maxLength: 3 }),
      query,
      body: fc.option(body, { nil: undefined }),
      raw: fc.option(rawBody, { nil: undefined, freq: 4 }),
      cookie: forgedCookie,
    })
    .map(({ ids, query: search, body: json, raw, cookie }) => {
      let index = 0;
      const path = `/api${route.path.replace(/:\w+/g, () => encodeURIComponent(ids[index++] ?? ''))}`;
      const queryString = new URLSearchParams(search as Record<string, string>).toString();
      return { path: queryString ? `${path}?${queryString}` : path, json, raw, cookie };
    });

type Generated = { path: string; json: unknown; raw: string | undefined; cookie: string | undefined };

async function send(route: ApiRoute, request: Generated, cookie: string | undefined) {
  const method = route.method.toUpperCase();
  const withBody = method !== 'GET' && method !== 'DELETE';
  return api<{ message?: unknown }>(request.path, {
    method,
    cookie,
    body: withBody && request.raw === undefined ? request.json : undefined,
    rawBody: withBody ? request.raw : undefined,
    headers: fromClient(),
  });
}

// Signing out as the member would end the session every other route is fuzzed with.
const fuzzed = routes.filter((route) => route.path !== '/logout');

describe('fuzzing every route of the table', () => {
  fuzzed.forEach((route, index) => {
    // Each role's sample of each route has a seed of its own, all derived from the run's.
    const sample = (role: number, runs: number) => fc.sample(requestOf(route), { numRuns: runs, seed: SEED + 3 * index + role });
    it(`${routeKey(route)}: no 5xx, Italian refusals, no write on a refusal`, { timeout: 240_000 }, async () => {
      const before = await documentCounts();
      const samples = [
        ...sample(0, RUNS_PER_ROLE).map((request) => ({ request, cookie: request.cookie })),
        ...sample(1, RUNS_PER_ROLE).map((request) => ({ request, cookie: member.cookie })),
        ...sample(2, runsAsDoctor(route)).map((request) => ({ request, cookie: doctor.cookie })),
      ];
      const statuses: number[] = [];
      for (let start = 0; start < samples.length; start += PARALLEL) {
        const responses = await Promise.all(
          samples.slice(start, start + PARALLEL).map(({ request, cookie }) => send(route, request, cookie)),
        );
        responses.forEach((response, offset) => {
          const { request } = samples[start + offset]!;
          const described = `FUZZ_SEED=${SEED}: ${route.method.toUpperCase()} ${request.path} ${JSON.stringify(request.raw ?? request.json)?.slice(0, 200)}`;
          expect(response.status, described).toBeLessThan(500);
          // Two refusals come from the platform before the app runs, as plain text: Hosting's 404
          // for a path it does not route (a segment starting with '.'), and the functions runtime's
          // 400 for a body that claims JSON but does not parse. Every answer of the app itself
          // carries Server-Timing, and every refusal of the app is an Italian JSON message.
          const answeredByApp = response.headers.has('server-timing');
          if (!answeredByApp) expect([400, 404], described).toContain(response.status);
          else if (response.status >= 400) expect(typeof response.body.message, described).toBe('string');
          statuses.push(response.status);
        });
      }
      expect(statuses.length).toBeGreaterThanOrEqual(2 * RUNS_PER_ROLE);
      // Refusals only: nothing stored. (A generated request that happened to be valid may write.)
      if (statuses.every((status) => status >= 400 || route.method === 'get')) expect(await documentCounts()).toEqual(before);
    });
  });
});
