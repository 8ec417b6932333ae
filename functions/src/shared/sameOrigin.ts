import type { RequestHandler } from 'express';

import { HttpError } from './httpError';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the request says of where it comes from, as browsers set it. */
interface OriginHeaders {
  secFetchSite?: string;
  origin?: string;
  /** The site's own host: Hosting's X-Forwarded-Host, or Host. */
  host?: string;
}

/**
 * Whether a browser sent this request from another site. Modern browsers send Sec-Fetch-Site:
 * only `same-origin` and `none` (typed in the address bar) are ours. Older browsers send Origin on
 * every cross-origin POST: it must name our host. A request with neither comes from no browser
 * (a script, a test, a server), which cross-site request forgery cannot use. This is the rule of
 * Go's http.CrossOriginProtection.
 */
export function isCrossSite({ secFetchSite, origin, host }: OriginHeaders): boolean {
  if (secFetchSite) return secFetchSite !== 'same-origin' && secFetchSite !== 'none';
  if (!origin) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export const originHeadersOf = (get: (name: string) => string | undefined): OriginHeaders => ({
  secFetchSite: get('sec-fetch-site'),
  origin: get('origin'),
  host: get('x-forwarded-host') ?? get('host'),
});

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
}

/**
 * Closes cross-site request forgery on every state-changing call, login included: it must come
 * from our own pages (403 otherwise), and a body must be JSON (415 otherwise). A cross-site HTML
 * form can send only urlencoded, multipart or plain-text bodies, which the functions runtime would
 * otherwise parse before the app sees them.
 */
export const sameOriginWrites: RequestHandler = (req, _res, next) => {
  if (!STATE_CHANGING.has(req.method)) return next();
  if (isCrossSite(originHeadersOf((name) => req.get(name)))) {
    return next(new HttpError(403, 'Richiesta non consentita da un altro sito'));
  }
  if (hasBody(req.headers) && !req.is('application/json')) {
    return next(new HttpError(415, 'Il corpo della richiesta deve essere in formato JSON (Content-Type: application/json)'));
  }
  next();
};
