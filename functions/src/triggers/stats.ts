import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import type { StatsDoc } from '@app/schemas/entities';
import { collection } from '../app/documents';
import { applyOnce } from './idempotent';

export const statsReference = () => collection('stats').doc('global');

/** Adds delta to one counter of stats/global inside a trigger's batch. */
export function incrementStat(batch: WriteBatch, field: keyof StatsDoc, delta: number) {
  if (delta !== 0) batch.set(statsReference(), { [field]: FieldValue.increment(delta) }, { merge: true });
}

/** +1 when a document appears, -1 when it goes, 0 on an update. */
export function existenceDelta(before: unknown, after: unknown): number {
  return (after ? 1 : 0) - (before ? 1 : 0);
}

/** Applies one change of a stats/global counter at most once per event (false when nothing to do). */
export async function applyStatDelta(eventId: string, field: keyof StatsDoc, delta: number): Promise<boolean> {
  if (delta === 0) return false;
  return applyOnce(eventId, (batch) => incrementStat(batch, field, delta));
}
