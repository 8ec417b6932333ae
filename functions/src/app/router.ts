import { offlineOf, routeKey } from '@app/schemas/shared/contract';
import { ACCOUNT_HEADER, COPY_UNTIL_HEADER } from '@app/schemas/shared/offline';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';

import { renewSessionCookie } from '../accounts/session/renewSession';
import { sessionStateOf, sessionUserOf } from '../accounts/session/sessionState';
import { clientAddressOf } from '../shared/clientAddress';
import { nowOf } from '../shared/clock';
import { doctorOnly, forbidden, HttpError, sessionEnded, unauthorized } from '../shared/httpError';
import { type ApiRoute, type Caller, Download, Redirect, type RequestInfo, type ResponseControl } from '../shared/route';
import { ROUTE_LOCAL } from '../shared/serverTiming';
import { clearSessionCookie } from '../shared/session';
import { inMatchingOrder } from './routeOrder';

function firstIssueMessage(error: z.core.$ZodError, fallback: string): string {
  return error.issues[0]?.message || fallback;
}

/** Parses one part of the request; a failure becomes the given status with the first message. */
function parsePart(schema: z.core.$ZodType | undefined, value: unknown, status: number, fallback: string): unknown {
  if (!schema) return undefined;
  const result = z.safeParse(schema, value ?? {});
  if (!result.success) throw new HttpError(status, firstIssueMessage(result.error, fallback));
  return result.data;
}

/**
 * The caller the route's access needs: 401 without a session ('La sessione è scaduta…' when the
 * cookie was there but the session has ended), 403 without the route's role claim.
 */
async function callerFor(route: ApiRoute, req: Request, res: Response): Promise<Caller | undefined> {
  if (route.access === 'visitor') return route.readsSession ? sessionUserOf(req) : undefined;
  const session = await sessionStateOf(req);
  if (session.kind === 'ended') {
    // The note is said once: the next request is simply signed out.
    clearSessionCookie(res);
    throw sessionEnded();
  }
  // A request sent with the cookie a password change has just replaced: a plain 401, which leaves
  // the new cookie alone (the page sends it again with that one: web/src/shared/api/sessionRenewal.ts).
  if (session.kind === 'none' || session.kind === 'replaced') throw unauthorized();
  if (session.renewal) await renewSessionCookie(responseControlOf(res), session.renewal);
  const caller = session.user;
  if (route.access === 'admin' && !caller.isAdmin) throw forbidden();
  if (route.access === 'doctor' && !caller.isDoctor) throw doctorOnly();
  return caller;
}

const requestInfoOf = (req: Request): RequestInfo => ({
  ip: clientAddressOf(req),
  header: (name) => req.get(name),
  now: nowOf(req),
  rawBody: (req as { rawBody?: Buffer }).rawBody,
});

const responseControlOf = (res: Response): ResponseControl => ({
  setHeader: (name, value) => void res.setHeader(name, value),
  cookie: (name, value, options) => void res.cookie(name, value, options),
  clearCookie: (name, options) => void res.clearCookie(name, options),
});

function send(res: Response, route: ApiRoute, result: unknown) {
  if (result instanceof Redirect) return res.redirect(302, result.location);
  if (result instanceof Download) {
    res.status(result.status ?? route.status ?? 200).type(result.contentType);
    if (result.filename) res.attachment(result.filename);
    return res.send(Buffer.from(result.body));
  }
  res.status(route.status ?? 200).json(result);
}

/**
 * Whose answer this is and until when, on the answers a device may keep for offline reading
 * (docs/offline.md): the calls whose contract allows it (offlineOf), to a member's remembered
 * session only ('Ricordami': her own device). An admin's
 * or a doctor's answers (other people's data), and a session not remembered (a shared computer),
 * carry no account: the service worker keeps nothing of them.
 */
function markKeepable(res: Response, route: ApiRoute, caller: Caller | undefined) {
  if (offlineOf(route) !== 'keep') return;
  if (!caller?.rememberMe || caller.isAdmin || caller.isDoctor || caller.endsAt === undefined) return;
  res.setHeader(ACCOUNT_HEADER, caller.uid);
  res.setHeader(COPY_UNTIL_HEADER, new Date(caller.endsAt).toISOString());
}

/**
 * The Express router of the route table, the more specific paths first (routeOrder.ts). In order: the session and the role (401, 403), the path
 * parameters (404: a malformed id names no document), the query and the body (400), then the
 * handler. Express 5 forwards a rejected promise to the error handler.
 */
export function buildRouter(routes: readonly ApiRoute[]): Router {
  const router = Router();
  for (const route of inMatchingOrder(routes)) {
    router[route.method](route.path, async (req, res) => {
      res.locals[ROUTE_LOCAL] = routeKey(route);
      const caller = await callerFor(route, req, res);
      markKeepable(res, route, caller);
      const params = parsePart(route.params, req.params, 404, 'Risorsa non trovata');
      const query = parsePart(route.query, req.query, 400, 'Parametri non validi');
      const body = parsePart(route.body, req.body, 400, 'Dati non validi');
      const result = await route.handler({ caller, params, query, body, request: requestInfoOf(req), response: responseControlOf(res) });
      send(res, route, result);
    });
  }
  return router;
}
