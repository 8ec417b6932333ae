import { createHash } from 'node:crypto';

import { TooManyRequests } from '../app/domainErrors';
import type { AttemptLimits } from '../app/rateLimits';
import { addressKey, counterOf } from './rateLimit';
import { incrementCounters, readCounts } from './rateLimitCounters';

export interface Attempt {
  /** The attempt succeeded: it is taken back from the counters (only failures count). */
  succeeded(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pair of a subject and an address as one key, hashed so the counter holds neither. */
const pairKey = (subject: string, ip: string | undefined) =>
  createHash('sha256')
    .update(`${subject}|${addressKey(ip)}`)
    .digest('hex')
    .slice(0, 32);

/**
 * Counts the attempt BEFORE the secret is checked, then refuses it (429, Retry-After) when a hard
 * limit is passed: the counters go up atomically and are read back, so of 20 parallel attempts at
 * most `max` see a count within the limit and get checked. A success takes its count back.
 * Two round trips, a third on success.
 */
export async function beginAttempt(
  limits: AttemptLimits,
  subjectKey: string,
  ip: string | undefined,
  response: { setHeader(name: string, value: string): void },
  now = Date.now(),
): Promise<Attempt> {
  const keyed = [
    { limit: limits.perSubjectAndAddress, key: pairKey(subjectKey, ip) },
    { limit: limits.perAddress, key: addressKey(ip) },
    { limit: limits.perSubject, key: subjectKey },
  ];
  const counters = keyed.map((limited) => counterOf(limited, now));
  await incrementCounters(counters);
  const [pair = 0, address = 0, subject = 0] = await readCounts(counters);
  for (const [index, count] of [pair, address].entries()) {
    const counter = counters[index]!;
    if (count > keyed[index]!.limit.max) {
      response.setHeader('Retry-After', String(Math.max(1, Math.ceil((counter.windowEnd - Date.now()) / 1000))));
      throw new TooManyRequests(keyed[index]!.limit.message);
    }
  }
  if (subject > limits.perSubject.max) await sleep(limits.slowdownMs);
  return { succeeded: () => incrementCounters(counters, -1) };
}
