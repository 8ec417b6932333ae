import type { Request, RequestHandler } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collection } from './documents';
import { HttpError } from './httpError';

export interface RateLimitOptions {
  /** The limited action; part of the document id, so separate limits never share a counter. */
  name: string;
  /** Requests allowed per client in one window. */
  max: number;
  windowMs: number;
  /** The Italian message of the 429. */
  message: string;
}

/**
 * The client's address as a document-id part. The app trusts the proxy, so req.ip is the first
 * address of X-Forwarded-For (Hosting puts the visitor's there), or the socket's without one.
 */
export function clientKeyOf(req: Request): string {
  return (req.ip ?? '').replace(/[^\w.:-]/g, '_').slice(0, 64) || 'sconosciuto';
}

/**
 * At most `max` requests per client in each fixed window, counted in Firestore so that every
 * function instance sees the same count: one `rate_limits` document per action, client and window.
 * The count goes up with an atomic increment and is read back afterwards: concurrent requests can
 * only see a count at least as high as their own position, so no more than `max` ever pass.
 * `expiresAt` lets a Firestore TTL policy delete old windows.
 */
export function rateLimit({ name, max, windowMs, message }: RateLimitOptions): RequestHandler {
  return async (req, res, next) => {
    const client = clientKeyOf(req);
    const window = Math.floor(Date.now() / windowMs);
    const windowEnd = (window + 1) * windowMs;
    const counter = collection('rateLimits').doc(`${name}_${client}_${window}`);
    await counter.set(
      {
        name,
        client,
        windowStart: Timestamp.fromMillis(window * windowMs),
        expiresAt: Timestamp.fromMillis(windowEnd),
        count: FieldValue.increment(1),
      },
      { merge: true },
    );
    const count = Number((await counter.get()).get('count'));
    if (count <= max) return next();
    res.setHeader('Retry-After', String(Math.ceil((windowEnd - Date.now()) / 1000)));
    next(new HttpError(429, message));
  };
}
