import { countRequest } from '../data/rateLimits';
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

/** The client's address as a document-id part. */
export function clientKeyOf(ip: string | undefined): string {
  return (ip ?? '').replace(/[^\w.:-]/g, '_').slice(0, 64) || 'sconosciuto';
}

/**
 * At most `max` requests per client in each fixed window, counted in Firestore so that every
 * function instance sees the same count (data/rateLimits). Past the limit: 429 with the Italian
 * message and `Retry-After` in seconds.
 */
export async function enforceRateLimit(
  { name, max, windowMs, message }: RateLimitOptions,
  ip: string | undefined,
  response: { setHeader(name: string, value: string): void },
): Promise<void> {
  const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const count = await countRequest(name, clientKeyOf(ip), windowStart, windowEnd);
  if (count <= max) return;
  response.setHeader('Retry-After', String(Math.ceil((windowEnd - Date.now()) / 1000)));
  throw new HttpError(429, message);
}
