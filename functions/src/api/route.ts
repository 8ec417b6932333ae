import type { CookieOptions } from 'express';
import type { z } from 'zod';

import type { SessionUser } from '../app/session';

/**
 * One /api route as the route table declares it (docs/architecture.md, "The route table"): method,
 * path, who may call it, the zod schemas of what it reads and answers, and a handler that is a
 * plain function of `{caller, params, query, body}`. The Express router, the OpenAPI document and
 * the authorization test are all derived from these declarations.
 */
/** Who may call a route: anyone, any signed-in member, the `admin` claim, the `doctor` claim (health data). */
export type Access = 'visitor' | 'member' | 'admin' | 'doctor';
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
export type Caller = SessionUser;

type Schema = z.core.$ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;
type Answer<S> = S extends Schema ? z.input<S> : undefined;

/** What a handler may read of the request besides its parsed parts. */
export interface RequestInfo {
  /** The client's address at the trusted hop, validated (app/clientAddress.ts); undefined if unknown. */
  ip: string | undefined;
  header(name: string): string | undefined;
  /** The request's time in milliseconds (app/clock.ts: tests may set it on the emulators). */
  now: number;
}

/** What a handler may set on the response besides its result. */
export interface ResponseControl {
  setHeader(name: string, value: string): void;
  cookie(name: string, value: string, options: CookieOptions): void;
  clearCookie(name: string, options: CookieOptions): void;
}

/** A handler's answer that is a redirect rather than JSON. */
export class Redirect {
  constructor(readonly location: string) {}
}

/** A handler's answer that is a file (PDF, CSV, calendar) rather than JSON. */
export class Download {
  constructor(
    readonly contentType: string,
    readonly body: string | Uint8Array,
    /** Offered as the file name (Content-Disposition: attachment). */
    readonly filename?: string,
  ) {}
}

export interface HandlerContext<A extends Access, P, Q, B> {
  /** The verified caller; for visitor routes only when `readsSession` is set and a session exists. */
  caller: A extends 'visitor' ? Caller | undefined : Caller;
  params: P;
  query: Q;
  body: B;
  request: RequestInfo;
  response: ResponseControl;
}

export interface RouteSpec<A extends Access, P, Q, B, R> {
  method: HttpMethod;
  /** Express syntax below /api: '/posts/:postId/like'. */
  path: string;
  access: A;
  /** One Italian line for the OpenAPI document. */
  summary: string;
  /** Visitor routes that answer differently to a signed-in caller (GET /api/posts marks likes). */
  readsSession?: boolean;
  /** Path parameters; a parameter that fails its schema is a 404 (no such document). */
  params?: P;
  /** Query string; a failure is a 400 with the schema's Italian message. */
  query?: Q;
  /** JSON body; a failure is a 400 with the schema's Italian message. */
  body?: B;
  /** The JSON answer's schema, or the content type of a Download, or 'redirect'. */
  response: R | { contentType: string } | 'redirect';
  /** Success status, 200 unless set. */
  status?: number;
  handler(context: HandlerContext<A, Parsed<P>, Parsed<Q>, Parsed<B>>): Promise<Answer<R> | Redirect | Download>;
}

/** A route with its types erased, as the table holds it. */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  readsSession?: boolean;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response: Schema | { contentType: string } | 'redirect';
  status?: number;
  handler(context: HandlerContext<Access, unknown, unknown, unknown>): Promise<unknown>;
}

/** Declares a route; the types of the handler's context follow from the schemas. */
export function defineRoute<
  A extends Access,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | undefined = undefined,
>(spec: RouteSpec<A, P, Q, B, R>): ApiRoute & RouteSpec<A, P, Q, B, R> {
  return spec as ApiRoute & RouteSpec<A, P, Q, B, R>;
}

/** 'GET /api/posts/{postId}/like': how tests and the OpenAPI document name a route. */
export function routeKey(route: Pick<ApiRoute, 'method' | 'path'>): string {
  return `${route.method.toUpperCase()} /api${route.path.replace(/:(\w+)/g, '{$1}')}`;
}
