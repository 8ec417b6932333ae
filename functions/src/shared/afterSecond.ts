const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the clock is past `second` (Unix seconds). Session revocation works in whole seconds:
 * a cookie is revoked when it was signed in before the second the Auth service records for the
 * revocation, so a revocation meant to end a session of second S must be made at S + 1 or later. A
 * timer can fire a few milliseconds early by the wall clock (Node counts it from the event loop's
 * cached time, older on a busy process), so the clock is read again rather than the timer trusted.
 */
export async function afterSecond(second: number): Promise<void> {
  for (let now = Date.now(); Math.floor(now / 1000) <= second; now = Date.now()) await sleep((second + 1) * 1000 - now);
}
