/** Reading stats/global from tests, once the triggers have caught up. */
import { db } from './api';

export const readStats = async () => (await db.collection('stats').doc('global').get()).data() ?? {};

/**
 * Waits until stats/global stops changing (the triggers of earlier writes have all landed), so
 * a test can then count exact deltas.
 */
export async function settledStats(quietMs = 1500, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last = JSON.stringify(await readStats());
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = JSON.stringify(await readStats());
    if (now === last || Date.now() > deadline) return JSON.parse(now) as Record<string, number>;
    last = now;
  }
}
