import { FODMAP_GROUPS } from '@app/schemas/fodmap/fodmap';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { DEMO_AVAILABILITY } from '../../../tools/seed/demoAppointments';
import { services } from '../../../tools/seed/demoContent';
import { adminAuth, api, createUser, fromClient, settled, type TestUser } from '../../../tools/testing/api';
import { apiLane } from '../../../tools/testing/apiLane/lane';
import type { WriteCounts } from '../../../tools/testing/apiLane/writeCounter';
import { asText, commitSeed, jsonSchemaOf, type Known, nearValidOf } from '../../../tools/testing/fuzzInputs';
import { type ApiRoute, routeKey } from '../shared/route';
import { routes } from './routes';

/**
 * Property-based fuzzing of the whole route table, as a visitor, a member and a doctor (the claim
 * of health data, without admin's). Path ids, query strings and bodies are derived from each
 * contract's zod schemas, valid or broken in one place (tools/testing/fuzzInputs.ts), so requests
 * reach the handlers; a share is plain junk (odd ids, forged cookies, bodies that are not JSON).
 * Whatever arrives, the API never answers 5xx, answers every refusal with an Italian JSON message,
 * and writes nothing when it refuses.
 *
 * The table is fuzzed in parts, a test file each (fuzz.part1.test.ts, …), so that the API lane's
 * two workers share it.
 */
// 30 requests per role and route, from the commit's seed: a rerun of a commit sends the very same
// requests, a new commit new ones. FUZZ_RUNS asks for more, FUZZ_SEED repeats another seed (the
// failures' messages name theirs). docs/testing.md, The suites.
const RUNS_PER_ROLE = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? commitSeed());
const PARALLEL = 8;
// Bookkeeping that refusals may touch by design (limits count attempts; triggers mark events).
const NOT_BUSINESS = new Set<string>([COLLECTIONS.rateLimits, COLLECTIONS.appliedEvents, COLLECTIONS.stats]);
// Sign-in bookkeeping: every signed-in request, refused or not, marks its session's last use (at
// most once a minute), and a failed sign-in is a line of the audit log (docs/security.md).
const SIGN_IN_BOOKKEEPING = new Set<string>([COLLECTIONS.sessions]);
const SIGN_IN = '/simple-login';
// A doctor's read of health data is audited, and the patient's diary shows when (docs/security.md, Audit).
const READ_AUDIT = new Set<string>([COLLECTIONS.adminAudit, COLLECTIONS.diaryPatients]);
// Once wrong passwords spend an account's attempt budget, its owner is e-mailed (docs/security.md, Throttling).
const BUDGET_WARNING = new Set<string>([COLLECTIONS.mail, COLLECTIONS.mailSends]);
/** A route that checks a password: the sign-in, and the calls that ask for the current one. */
const checksPassword = (route: ApiRoute) => {
  const fields = route.body instanceof z.ZodObject ? Object.keys(route.body.shape) : [];
  return route.path === SIGN_IN || fields.includes('password') || fields.includes('currentPassword');
};

/** A doctor's requests reach the validation of the doctor's routes; elsewhere they mostly meet the role check. */
const runsAsDoctor = (route: ApiRoute) => (route.access === 'doctor' ? RUNS_PER_ROLE : Math.ceil(RUNS_PER_ROLE / 4));

let member: TestUser;
let doctor: TestUser;
/** Documents that exist, offered wherever an id fits: the base fixture's, and the two users. */
let known: Known = [];
/** Addresses of the accounts the fuzzer's valid sign-ups made in the shared Auth emulator. */
const signedUp = new Set<string>();
const statusCounts = new Map<number, number>();

// Today's junk, a share of every route's requests.
const junkPathId = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('.', '..', '__x__', 'a/b', '%2F', ' ', 'x'.repeat(300), 'null', 'undefined', '0'),
  fc.uuid(),
);
const junkQuery = fc.dictionary(
  fc.constantFrom('limit', 'cursor', 'period', 'year', 'withComments', 'from', 'to', 'tab', 'x'),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)),
  { maxKeys: 3 },
);
const junkBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.object({ maxDepth: 2 }),
  fc.record({ isLiked: fc.anything(), status: fc.string(), title: fc.string(), content: fc.string() }, { requiredKeys: [] }),
);
/** Bodies that are not JSON (the app's own 400), and one beyond the API's 100 KB (413). */
const rawBody = fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{"a":', '[]', '"x"', `"${'x'.repeat(110_000)}"`));
const forgedCookie = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 60 }).map((value) => `__session=${value}`),
  fc.constant('__session=%E0%A4%A'),
);
/** Content types that claim JSON in ways the parser may not take. */
const oddContentType = fc.constantFrom('application/json; charset=latin1', 'application/json; charset=utf-16', 'application/vnd.api+json');

/** One value in `odds`, undefined otherwise. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>, odds: number) =>
  fc.oneof({ arbitrary, weight: 1 }, { arbitrary: fc.constant(undefined), weight: odds - 1 });

type Generated = { path: string; json: unknown; raw: string | undefined; contentType: string | undefined };

const PARAM = /:(\w+)/g;

function requestOf(route: ApiRoute): fc.Arbitrary<Generated> {
  const fromSchema = (schema: ApiRoute['body'], junk: fc.Arbitrary<unknown>) =>
    schema ? fc.oneof({ arbitrary: nearValidOf(jsonSchemaOf(schema), known), weight: 3 }, { arbitrary: junk, weight: 1 }) : junk;
  // Each path parameter: an id that exists, what its schema accepts (or almost), or junk.
  const paramsSchema = route.params ? jsonSchemaOf(route.params) : undefined;
  const names = [...route.path.matchAll(PARAM)].map((match) => match[1]!);
  const params = fc.tuple(
    ...names.map((name) => {
      const schema = paramsSchema?.properties?.[name];
      // Ids that exist (the member's uid for the doctor's routes) take a request past "not found".
      const existing = { arbitrary: fc.constantFrom(...known), weight: 2 };
      return fc.oneof(existing, ...(schema ? [{ arbitrary: nearValidOf(schema, known), weight: 2 }] : []), {
        arbitrary: junkPathId,
        weight: 1,
      });
    }),
  );
  return fc
    .record({
      params,
      query: fromSchema(route.query, junkQuery),
      body: fc.option(fromSchema(route.body, junkBody), { nil: undefined, freq: 8 }),
      raw: rarely(rawBody, 6),
      contentType: rarely(oddContentType, 12),
    })
    .map(({ params: values, query, body, raw, contentType }) => {
      let index = 0;
      const path = `/api${route.path.replace(PARAM, () => encodeURIComponent([asText(values[index++])].flat()[0] ?? ''))}`;
      const search = new URLSearchParams();
      if (query && typeof query === 'object' && !Array.isArray(query))
        for (const [key, value] of Object.entries(query)) for (const text of [asText(value)].flat()) search.append(key, text);
      const queryString = search.toString();
      // A body where the method takes none.
      const withBody = route.method !== 'get' && route.method !== 'delete';
      return {
        path: queryString ? `${path}?${queryString}` : path,
        json: withBody || route.body ? body : undefined,
        raw: withBody ? raw : undefined,
        contentType,
      };
    });
}

async function send(route: ApiRoute, request: Generated, cookie: string | undefined) {
  return api<{ message?: unknown }>(request.path, {
    method: route.method.toUpperCase(),
    cookie,
    body: request.raw === undefined ? request.json : undefined,
    rawBody: request.raw,
    headers: { ...fromClient(), ...(request.contentType && { 'Content-Type': request.contentType }) },
  });
}

/** The writes between two readings of the counter, but for the collections `ignored` names. */
function writesBetween(before: WriteCounts, after: WriteCounts, ignored: Set<string>): WriteCounts {
  return Object.fromEntries(
    Object.entries(after)
      .map(([collection, count]) => [collection, count - (before[collection] ?? 0)] as const)
      .filter(([collection, count]) => count > 0 && !ignored.has(collection)),
  );
}

/**
 * A refusal says why in Italian: a JSON message, or for a route that answers pages (the
 * unsubscribe link's) an Italian page of its own.
 */
function refusalIsItalian(route: ApiRoute, body: unknown): boolean {
  if (typeof (body as { message?: unknown } | null)?.message === 'string') return true;
  const answersPages =
    typeof route.response === 'object' && 'contentType' in route.response && route.response.contentType.startsWith('text/html');
  return answersPages && typeof body === 'string' && body.includes('<html lang="it">');
}

/** What a route's answers may write although the request did not change the practice's data. */
function bookkeepingOf(route: ApiRoute, anySuccess: boolean): Set<string> {
  const ignored = new Set([...NOT_BUSINESS, ...SIGN_IN_BOOKKEEPING]);
  if (route.path === SIGN_IN) ignored.add(COLLECTIONS.adminAudit);
  if (checksPassword(route)) for (const collection of BUDGET_WARNING) ignored.add(collection);
  if (route.method === 'get' && anySuccess) for (const collection of READ_AUDIT) ignored.add(collection);
  return ignored;
}

// Signing out as the member would end the session every other route is fuzzed with.
const fuzzed = routes.filter((route) => route.path !== '/logout');

/** Fuzzes the routes whose place in the table, modulo `parts`, is `part` (from 0). */
export function fuzzRouteTable(part: number, parts: number) {
  beforeAll(async () => {
    signedUp.clear();
    statusCounts.clear();
    [member, doctor] = await Promise.all([createUser(), createUser({ doctor: true })]);
    known = [
      member.uid,
      doctor.uid,
      ...services.map((service) => service.id),
      ...Object.keys(DEMO_AVAILABILITY),
      ...FODMAP_GROUPS,
      String(new Date().getFullYear()),
    ];
  });

  afterAll(async () => {
    const accounts = await adminAuth.getUsers([...signedUp].slice(0, 100).map((email) => ({ email })));
    await adminAuth.deleteUsers([member.uid, doctor.uid, ...accounts.users.map((user) => user.uid)]);
    const total = [...statusCounts.values()].reduce((sum, count) => sum + count, 0);
    const byStatus = [...statusCounts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.info(`fuzz: FUZZ_SEED=${SEED}, ${total} requests: ${byStatus.join(' ')}`);
  });

  describe('fuzzing every route of the table', () => {
    fuzzed.forEach((route, index) => {
      if (index % parts !== part) return;
      // Each role's sample of each route has a seed of its own, all derived from the run's.
      const sample = (role: number, runs: number) => fc.sample(requestOf(route), { numRuns: runs, seed: SEED + 3 * index + role });
      it(`${routeKey(route)}: no 5xx, Italian refusals, no write on a refusal`, { timeout: 240_000 }, async () => {
        const cookies = fc.sample(forgedCookie, { numRuns: RUNS_PER_ROLE, seed: SEED + 3 * index });
        const samples = [
          ...sample(0, RUNS_PER_ROLE).map((request, at) => ({ request, cookie: cookies[at] })),
          ...sample(1, RUNS_PER_ROLE).map((request) => ({ request, cookie: member.cookie })),
          ...sample(2, runsAsDoctor(route)).map((request) => ({ request, cookie: doctor.cookie })),
        ];
        for (let start = 0; start < samples.length; start += PARALLEL) {
          const batch = samples.slice(start, start + PARALLEL);
          // What the earlier requests' triggers write is done before the counter is read.
          await settled();
          const before = apiLane()!.writes();
          const responses = await Promise.all(batch.map(({ request, cookie }) => send(route, request, cookie)));
          await settled();
          const after = apiLane()!.writes();
          const described = (request: Generated) =>
            `FUZZ_SEED=${SEED}: ${route.method.toUpperCase()} ${request.path.slice(0, 300)} ${request.contentType ?? ''} ${JSON.stringify(request.raw ?? request.json)?.slice(0, 300)}`;
          responses.forEach((response, offset) => {
            const { request } = batch[offset]!;
            statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
            expect(response.status, described(request)).toBeLessThan(500);
            // In this lane every answer is the app's (the platform's own refusals are the smoke lane's,
            // tools/smoke/platform.test.ts), and every refusal an Italian JSON message.
            expect(response.headers.has('server-timing'), described(request)).toBe(true);
            if (response.status >= 400) expect(refusalIsItalian(route, response.body), described(request)).toBe(true);
            if (response.status < 300 && typeof request.json === 'object' && request.json && 'email' in request.json)
              signedUp.add(String(request.json.email).toLowerCase());
          });
          // Refusals only: nothing stored (a valid request may write). Reads never write.
          const anySuccess = responses.some((response) => response.status < 400);
          if (!anySuccess || route.method === 'get') {
            const written = writesBetween(before, after, bookkeepingOf(route, anySuccess));
            expect(written, `FUZZ_SEED=${SEED}: ${batch.map(({ request }) => described(request)).join('\n')}`).toEqual({});
          }
        }
      });
    });
  });
}
