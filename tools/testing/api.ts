/**
 * Helpers for API tests: HTTP calls with a session cookie, fresh members and admins, the Admin SDK,
 * waiting for triggers (settled()). In the API lane they reach the test file's own app and Firestore
 * (tools/testing/apiLane); in the browser tests, the local stack that `npm test` starts.
 */
import { randomUUID } from 'node:crypto';

import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { PORTS } from '../ports';
import { apiLane } from './apiLane/lane';

export const SITE_URL = apiLane()?.siteUrl ?? `http://127.0.0.1:${PORTS.hosting}`;

// An Admin app of the tests' own, beside the functions' default one: the index check records only
// the functions' queries (functions/src/shared/queryShapes.ts), not the helpers'.
const TESTS_APP = 'tests';
const app = getApps().find((candidate) => candidate.name === TESTS_APP) ?? initializeApp({ projectId: 'demo-nutrizione' }, TESTS_APP);
export const db = getFirestore(app);
export const adminAuth = getAuth(app);

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** Firestore round trips reported by the Server-Timing header. */
  roundTrips: number;
}

export async function api<T = unknown>(
  path: string,
  {
    method = 'GET',
    body,
    cookie,
    rawBody,
    headers: extraHeaders = {},
    signal,
  }: {
    method?: string;
    body?: unknown;
    cookie?: string;
    rawBody?: string;
    headers?: Record<string, string>;
    /** Ends the wait for the answer (fetch then rejects). */
    signal?: AbortSignal;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...extraHeaders };
  if (cookie) headers.Cookie = cookie;
  if ((body !== undefined || rawBody !== undefined) && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${SITE_URL}${path}`, {
    method,
    headers,
    body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    redirect: 'manual',
    signal,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  const timing = /firestore;desc="(\d+) round trips"/.exec(response.headers.get('server-timing') ?? '');
  return { status: response.status, body: parsed as T, headers: response.headers, roundTrips: Number(timing?.[1] ?? NaN) };
}

/**
 * Signs in through the API; returns the `__session=…` cookie to send back. `privacyAccepted` ticks
 * the privacy notice, which an account made here rather than through the sign-up form needs once.
 */
export async function login(
  email: string,
  password: string,
  { rememberMe = false, privacyAccepted = false, headers = {} as Record<string, string> } = {},
): Promise<string> {
  const response = await api('/api/simple-login', {
    method: 'POST',
    body: { username: email, password, rememberMe, privacyAccepted },
    headers,
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  cookie: string;
}

/**
 * A new Auth user with a users document (created on first sign-in), signed in; its address is
 * confirmed (it may book). Roles are custom claims (DESIGN.md): `admin` (content, orders,
 * members), `doctor` (health data), or both, as the demo admin has.
 */
export async function createUser({
  admin = false,
  doctor = false,
  firstName = 'Test',
  lastName = 'Utente',
  emailVerified = true,
  rememberMe = false,
} = {}): Promise<TestUser> {
  const email = `test-${randomUUID().slice(0, 8)}@prova.test`;
  const password = 'password123';
  const user = await adminAuth.createUser({ email, password, displayName: `${firstName} ${lastName}`, emailVerified });
  if (admin || doctor) await adminAuth.setCustomUserClaims(user.uid, { ...(admin && { admin: true }), ...(doctor && { doctor: true }) });
  // In the API lane without the sign-in's route, which only its own tests need (apiLane/testSession.ts).
  const lane = apiLane();
  const cookie = lane
    ? await lane.signIn(email, password, { rememberMe })
    : await login(email, password, { rememberMe, privacyAccepted: true });
  return { uid: user.uid, email, password, cookie };
}

/** A user with the doctor's role only: reads health data, not the admin area's content. */
export const createDoctor = (options: { firstName?: string; lastName?: string } = {}) => createUser({ ...options, doctor: true });

/**
 * Resolves when every Firestore change so far has reached its triggers and they are done, the
 * changes the triggers made included (a like's point, a notification's e-mail). API lane only.
 */
export async function settled(): Promise<void> {
  const lane = apiLane();
  if (!lane) throw new Error('settled() serve solo nei test delle API (tools/testing/apiLane)');
  await lane.bridge.settled();
}

/**
 * Tests choose their client address with this header, which only the emulators read
 * (functions/src/shared/clientAddress.ts): tests of per-client limits never share a counter.
 */
export const CLIENT_ADDRESS_HEADER = 'X-Test-Client-Address';

/** A client address of its own, in the IPv6 documentation range, in a /64 of its own (the API keys IPv6 clients by their /64). */
export function uniqueClientAddress(): string {
  const hex = randomUUID().replace(/-/g, '');
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 12)}::1`;
}

/** Fresh users (and their consent) take long on a busy machine: the time limit of a set-up that makes them. */
export const SETUP_TIMEOUT_MS = 60_000;

/** The headers of a request from this client address (by default one of its own). */
export const fromClient = (client = uniqueClientAddress()) => ({ [CLIENT_ADDRESS_HEADER]: client });

/** The next page of a list: the URL of its `Link: <…>; rel="next"` header. */
export const nextLink = (headers: Headers) => /<([^>]+)>;\s*rel="next"/.exec(headers.get('link') ?? '')?.[1];
