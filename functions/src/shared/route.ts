import type { Access, AnswerInputOf, BodyOf, Contract, ParamsOf, QueryOf } from '@app/schemas/shared/contract';

import type { RequestInfo, ResponseControl } from './requestParts';
import type { SessionUser } from './session';

export type { RequestInfo, ResponseControl } from './requestParts';
export type { Access, HttpMethod } from '@app/schemas/shared/contract';
export { routeKey } from '@app/schemas/shared/contract';

/**
 * One /api route: a contract of `schemas/src/app/contracts.ts` (method, path, access, zod schemas) with
 * the handler that implements it, a plain function of `{caller, params, query, body}`
 * (docs/architecture.md, "The route table"). The Express router, the OpenAPI document and the
 * authorization test are all derived from these.
 */
export type Caller = SessionUser;

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
    /** Another status than the route's (a page that explains a refusal). */
    readonly status?: number,
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

export type ContextOf<C extends Contract> = HandlerContext<C['access'], ParamsOf<C>, QueryOf<C>, BodyOf<C>>;
export type Handler<C extends Contract> = (context: ContextOf<C>) => Promise<AnswerInputOf<C> | Redirect | Download>;

/** A route with its types erased, as the table holds it. */
export interface ApiRoute extends Contract {
  handler(context: HandlerContext<Access, unknown, unknown, unknown>): Promise<unknown>;
}

/** Implements a contract; the types of the handler's context and answer follow from its schemas. */
export function implement<C extends Contract>(contract: C, handler: Handler<C>): ApiRoute & C & { handler: Handler<C> } {
  return { ...contract, handler } as ApiRoute & C & { handler: Handler<C> };
}
