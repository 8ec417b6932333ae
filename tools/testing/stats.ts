/** Reading stats/global from tests, once the triggers have caught up. */
import { db, settled } from './api';

export const readStats = async () => (await db.collection('stats').doc('global').get()).data() ?? {};

/**
 * stats/global once the triggers of earlier writes have all landed (API lane), so a test can then
 * count exact deltas.
 */
export async function settledStats() {
  await settled();
  return (await readStats()) as Record<string, number>;
}
