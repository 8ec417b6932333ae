import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterSecond } from './afterSecond';

const SECOND = 1_795_000_000; // a Unix second, 2026-11-18

describe('afterSecond', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Whether the wait has ended after the timers have run for `ms`. */
  async function endedAfter(wait: Promise<void>, ms: number) {
    let ended = false;
    void wait.then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(ms);
    return ended;
  }

  it('ends once the next second has begun, not before', async () => {
    vi.setSystemTime(SECOND * 1000 + 400);
    const wait = afterSecond(SECOND);
    expect(await endedAfter(wait, 599)).toBe(false);
    expect(await endedAfter(wait, 1)).toBe(true);
    expect(Date.now()).toBe((SECOND + 1) * 1000);
  });

  it('waits on when its timer fires early by the wall clock (a busy event loop)', async () => {
    vi.setSystemTime(SECOND * 1000 + 400);
    const wait = afterSecond(SECOND);
    // The clock falls 5 ms behind the timer, as when the loop's cached time was old at scheduling.
    vi.setSystemTime(SECOND * 1000 + 395);
    expect(await endedAfter(wait, 600)).toBe(false);
    expect(Math.floor(Date.now() / 1000)).toBe(SECOND);
    expect(await endedAfter(wait, 5)).toBe(true);
    expect(Math.floor(Date.now() / 1000)).toBe(SECOND + 1);
  });

  it('does not wait when the second is already past', async () => {
    vi.setSystemTime((SECOND + 2) * 1000);
    expect(await endedAfter(afterSecond(SECOND), 0)).toBe(true);
  });
});
