import type { Access, Caller, HandlerContext } from '../../functions/src/shared/route';

/**
 * The context of a direct handler call, without HTTP: handlers are plain functions of
 * `{caller, params, query, body}`. Headers and cookies the handler sets are collected.
 */
export function handlerContext<A extends Access, P = undefined, Q = undefined, B = undefined>(
  parts: { caller?: Caller; params?: P; query?: Q; body?: B; ip?: string } = {},
): HandlerContext<A, P, Q, B> & { headersSet: Map<string, string> } {
  const headersSet = new Map<string, string>();
  return {
    caller: parts.caller as HandlerContext<A, P, Q, B>['caller'],
    params: parts.params as P,
    query: parts.query as Q,
    body: parts.body as B,
    request: { ip: parts.ip ?? '127.0.0.1', header: () => undefined, now: Date.now() },
    response: {
      setHeader: (name, value) => void headersSet.set(name, value),
      cookie: (name, value) => void headersSet.set(`cookie:${name}`, value),
      clearCookie: (name) => void headersSet.set(`cookie:${name}`, ''),
    },
    headersSet,
  };
}
