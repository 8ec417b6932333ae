import { createHash } from 'node:crypto';

import { addressKeyOf } from '../clientAddress';
import { TooManyRequests } from '../domainErrors';
import type { RateLimit } from '../rateLimits';
import { incrementCounters, readCounts, takePlace, type WindowCounter } from './rateLimitCounters';

/** A limit applied to one key: a client address, a member's uid, an e-mail. */
export interface LimitedKey {
  limit: RateLimit;
  key: string;
}

/** A client address (or its absence) as a key: an IPv6 address by its /64 (app/clientAddress.ts). */
export const addressKey = addressKeyOf;

/** An e-mail as a key: normalised and hashed, so the counter holds no address. */
export const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

export function counterOf({ limit, key }: LimitedKey, now: number): WindowCounter {
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  return { name: limit.name, key, windowStart, windowEnd: windowStart + limit.windowMs };
}

function refuse(
  limited: LimitedKey,
  counter: WindowCounter,
  response: { setHeader(name: string, value: string): void },
  now: number,
): never {
  response.setHeader('Retry-After', String(Math.max(1, Math.ceil((counter.windowEnd - now) / 1000))));
  throw new TooManyRequests(limited.limit.message);
}

/**
 * Counts this request against each limit and refuses it (429, Italian message, Retry-After) when
 * any is exceeded. The counts live in Firestore, so every function instance sees the same; they go
 * up with atomic increments and are read back afterwards, so concurrent requests can only see a
 * count at least as high as their own position and no more than `max` ever pass. Two round trips
 * whatever the number of limits.
 */
export async function enforceRateLimits(
  keys: LimitedKey[],
  response: { setHeader(name: string, value: string): void },
  // The request's clock (request.now): windows are fixed, so a test that pins it never sees its
  // requests split by a window's end.
  now: number,
): Promise<void> {
  const counters = keys.map((limited) => counterOf(limited, now));
  await incrementCounters(counters);
  const counts = await readCounts(counters);
  counts.forEach((count, index) => {
    if (count > keys[index]!.limit.max) refuse(keys[index]!, counters[index]!, response, now);
  });
}

/**
 * Takes one of the `max` places of the window for this key (e-mails per recipient): each place is a
 * document created with a precondition, so under any concurrency exactly `max` callers get one and
 * the others get false (no 429: the caller decides). One create per place tried.
 */
export async function takeWindowPlace(limited: LimitedKey): Promise<boolean> {
  return takePlace(counterOf(limited, Date.now()), limited.limit.max);
}
