import type { z } from 'zod';

/**
 * One /api call as server and browser both know it (docs/architecture.md, "Contracts"): method,
 * path, who may call it and the zod schemas of what it reads and answers. The server implements
 * each contract once (functions/src/<domain>/api/routes.ts); the browser calls it through
 * `api(contract, …)` (web/src/shared/api/client.ts); the OpenAPI document, the authorization test and
 * the fuzzer are derived from the same objects.
 */
/** Who may call: anyone, any signed-in member, the `admin` claim, the `doctor` claim (health data). */
export type Access = 'visitor' | 'member' | 'admin' | 'doctor';
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
export type Schema = z.core.$ZodType;

/** The answer of a call that is a file (PDF, CSV, calendar) rather than JSON. */
export interface FileAnswer {
  contentType: string;
}

/**
 * What the app's cache knows a call by (docs/architecture.md, Contracts): a read `provides` the tags
 * of what it answers, a write `invalidates` the tags of what it changes, and after a write the app
 * reads again every query that provides one of them (web/src/shared/api/client.ts). One tag a domain.
 */
export const CACHE_TAGS = [
  'session',
  'account',
  'members',
  'services',
  'orders',
  'fiscal',
  'appointments',
  'events',
  'contactRequests',
  'posts',
  'stats',
  'courses',
  'audit',
  'analytics',
  'diary',
  'questionnaires',
  'patients',
  'carePlan',
  'fodmap',
  'notifications',
  'messages',
  'mail',
  'push',
  'docs',
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

export interface Contract {
  method: HttpMethod;
  /** Express syntax below /api: '/posts/:postId/like'. */
  path: string;
  access: Access;
  /** One Italian line for the OpenAPI document. */
  summary: string;
  /** Visitor calls that answer differently to a signed-in caller (GET /api/posts marks likes). */
  readsSession?: boolean;
  /** Path parameters; a parameter that fails its schema is a 404 (no such document). */
  params?: Schema;
  /** Query string; a failure is a 400 with the schema's Italian message. */
  query?: Schema;
  /** JSON body; a failure is a 400 with the schema's Italian message. */
  body?: Schema;
  /** The JSON answer's schema, or the content type of a file, or 'redirect'. */
  response: Schema | FileAnswer | 'redirect';
  /** Success status, 200 unless set. */
  status?: number;
  /**
   * The most Firestore round trips the call makes, as Server-Timing reports them (the session
   * check's apart): every answer the tests get stays within it (tools/roundTrips), and docs/api.md
   * lists them.
   */
  roundTrips?: number;
  /** A read's tags: what its answer is about. */
  provides?: readonly CacheTag[];
  /** A write's tags: everything it changes, which the app then reads again (a booking: orders and appointments). */
  invalidates?: readonly CacheTag[];
  /**
   * Whether a remembered member's device may keep the answer for reading offline (docs/offline.md).
   * Unset, it follows from the call (offlineOf): never a file, never an admin's or a doctor's call.
   */
  offline?: 'keep' | 'never';
}

/** Declares a contract, keeping its literal types (method, access, schemas) for both sides. */
export const defineContract = <const C extends Contract>(contract: C): C => contract;

/** The content type of the calendar files (.ics) the API answers. */
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** Where the API is served: every contract's path is below it. */
export const API_BASE = '/api';

/** Whether a contract answers JSON described by a zod schema (not a file or a redirect). */
export const answersJson = (response: Contract['response']): response is Schema =>
  typeof response === 'object' && !('contentType' in response);

/**
 * Whether the answer may be kept on the device (the API then names its account and the session's
 * end: functions/src/app/router.ts, and the service worker keeps it): JSON reads of visitors' and
 * members' calls, unless the contract says 'never'. Who calls decides the rest: an admin's or a
 * doctor's session, or one not remembered, never has anything kept.
 */
export const offlineOf = (contract: Pick<Contract, 'method' | 'access' | 'response' | 'offline'>): 'keep' | 'never' =>
  contract.offline ??
  (contract.method === 'get' && answersJson(contract.response) && (contract.access === 'visitor' || contract.access === 'member')
    ? 'keep'
    : 'never');

/** 'GET /api/posts/{postId}/like': how tests and the OpenAPI document name a call. */
export function routeKey(contract: Pick<Contract, 'method' | 'path'>): string {
  return `${contract.method.toUpperCase()} ${API_BASE}${contract.path.replace(/:(\w+)/g, '{$1}')}`;
}

/** The URL of a contract's path with its parameters filled in (encoded): '/api/posts/p1/like'. */
export function pathOf(contract: Pick<Contract, 'path'>, params: Record<string, string> = {}): string {
  return API_BASE + contract.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

type SchemaOutput<S> = S extends Schema ? z.output<S> : undefined;
type SchemaInput<S> = S extends Schema ? z.input<S> : undefined;

/** What the server's handler reads, parsed. */
export type ParamsOf<C extends Contract> = SchemaOutput<C['params']>;
export type QueryOf<C extends Contract> = SchemaOutput<C['query']>;
export type BodyOf<C extends Contract> = SchemaOutput<C['body']>;
/** What the browser sends: the schemas' input types (defaults may be left out). */
export type ParamsInputOf<C extends Contract> = SchemaInput<C['params']>;
export type QueryInputOf<C extends Contract> = SchemaInput<C['query']>;
export type BodyInputOf<C extends Contract> = SchemaInput<C['body']>;
/** The JSON the server writes (the answer schema's input) and the browser reads (its output). */
export type AnswerInputOf<C extends Contract> = SchemaInput<C['response']>;
export type AnswerOf<C extends Contract> = SchemaOutput<C['response']>;
