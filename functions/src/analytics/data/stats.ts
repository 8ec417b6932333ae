import type { StatsDoc } from '@app/schemas/analytics/entities';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';

import { entity } from '../../shared/data/entity';

/** stats/global: counters kept by triggers only. */
const stats = entity<StatsDoc & { id: string }>('stats', { notFound: 'Statistiche non trovate' });
const GLOBAL = 'global';

const countOf = (value: unknown) => Math.max(0, Number(value ?? 0) || 0);

/** The global counters, each 0 until its first trigger. */
export async function globalStats(): Promise<StatsDoc> {
  const stored = await stats.find(GLOBAL);
  return {
    totalUsers: countOf(stored?.totalUsers),
    totalPosts: countOf(stored?.totalPosts),
    totalCourses: countOf(stored?.totalCourses),
    totalServices: countOf(stored?.totalServices),
  };
}

/** Adds delta to one counter of stats/global inside a trigger's batch. */
export function incrementStat(batch: WriteBatch, field: keyof StatsDoc, delta: number) {
  if (delta !== 0) batch.set(stats.ref(GLOBAL), { [field]: FieldValue.increment(delta) }, { merge: true });
}
