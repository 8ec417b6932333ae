import { createHash } from 'node:crypto';

import { addressKey, counterOf } from '../../shared/data/rateLimit';
import { incrementCounters, readCounts, takePlace, type WindowCounter } from '../../shared/data/rateLimitCounters';
import { TooManyRequests } from '../../shared/domainErrors';
import type { AttemptLimits, RateLimit } from '../../shared/rateLimits';
import { isKnownDevice, rememberDevice } from './knownDevices';

export interface Attempt {
  /** The attempt succeeded: it is taken back from the counters (only failures count), and the address becomes the owner's. */
  succeeded(): Promise<void>;
}

/** The pair of a subject and an address as one key, hashed so the counter holds neither. */
const pairKey = (subject: string, ip: string | undefined) =>
  createHash('sha256')
    .update(`${subject}|${addressKey(ip)}`)
    .digest('hex')
    .slice(0, 32);

interface AttemptOptions {
  /** Told once per window when the subject's budget is first spent (an e-mail to the account's owner). */
  onBudgetSpent?: () => Promise<void>;
  /**
   * The request's clock (request.now), which the fixed windows are counted by: required, so that a
   * test that pins it (X-Test-Now on the emulators) never sees its attempts split by a window's end.
   */
  now: number;
}

/** The warning's own limit: one place per subject and window of its budget (rateLimitCounters.takePlace). */
const WARNING: Pick<RateLimit, 'name'> = { name: 'attempts-warning' };

function refuse(counter: WindowCounter, limit: RateLimit, response: { setHeader(name: string, value: string): void }): never {
  response.setHeader('Retry-After', String(Math.max(1, Math.ceil((counter.windowEnd - Date.now()) / 1000))));
  throw new TooManyRequests(limit.message);
}

/**
 * Counts the attempt BEFORE the secret is checked, then refuses it (429, Italian message,
 * Retry-After) past a limit: the counters go up atomically and are read back, so of many parallel
 * attempts at most `max` see a count within a limit and get checked (docs/security.md, Throttling).
 *
 * - per subject and address, and per address: always;
 * - the subject's budget (a quarter hour, then a day: Retry-After grows to the day's end): from
 *   every address but those where the owner succeeded before (data/knownDevices.ts), so strangers
 *   spending it never lock her out at home. The day's first refusal calls `onBudgetSpent`.
 *
 * A success takes its count back. Two round trips, a third on success or on the budget's first refusal.
 */
export async function beginAttempt(
  limits: AttemptLimits,
  subjectKey: string,
  ip: string | undefined,
  response: { setHeader(name: string, value: string): void },
  { onBudgetSpent, now }: AttemptOptions,
): Promise<Attempt> {
  const pair = pairKey(subjectKey, ip);
  const hard = [
    { limit: limits.perSubjectAndAddress, key: pair },
    { limit: limits.perAddress, key: addressKey(ip) },
  ];
  const budget = limits.perSubject.map((limit) => ({ limit, key: subjectKey }));
  const counters = [...hard, ...budget].map((limited) => counterOf(limited, now));
  await incrementCounters(counters);
  const [counts, known] = await Promise.all([readCounts(counters), isKnownDevice(pair)]);
  hard.forEach((limited, index) => {
    if (counts[index]! > limited.limit.max) refuse(counters[index]!, limited.limit, response);
  });
  const spent = budget.map((limited, index) => ({
    ...limited,
    counter: counters[hard.length + index]!,
    count: counts[hard.length + index]!,
  }));
  const over = spent.filter(({ limit, count }) => count > limit.max);
  if (over.length > 0 && !known) {
    // The window that ends last decides when to try again.
    const longest = over.reduce((latest, window) => (window.counter.windowEnd > latest.counter.windowEnd ? window : latest));
    // One warning a day: a place of the day's window, taken by the first refusal only.
    const day = spent.at(-1)!;
    if (onBudgetSpent && (await takePlace({ ...day.counter, name: WARNING.name }, 1))) await onBudgetSpent();
    refuse(longest.counter, longest.limit, response);
  }
  return {
    succeeded: async () => {
      await Promise.all([incrementCounters(counters, -1), rememberDevice(pair, subjectKey, now)]);
    },
  };
}
