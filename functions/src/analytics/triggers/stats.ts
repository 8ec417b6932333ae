import type { StatsDoc } from '@app/schemas/analytics/entities';

import { applyOnce } from '../../shared/data/appliedEvents';
import { incrementStat } from '../data/stats';

/** +1 when a document appears, -1 when it goes, 0 on an update. */
export function existenceDelta(before: unknown, after: unknown): number {
  return (after ? 1 : 0) - (before ? 1 : 0);
}

/**
 * Applies one change of a stats/global counter at most once per function and event (false when
 * there is nothing to do or it was already applied).
 */
export async function applyStatDelta(functionName: string, eventId: string, field: keyof StatsDoc, delta: number): Promise<boolean> {
  if (delta === 0) return false;
  return applyOnce(functionName, eventId, (batch) => incrementStat(batch, field, delta));
}
