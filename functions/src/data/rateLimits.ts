import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { entity } from './entity';

const rateLimits = entity<{ id: string; count: number }>('rateLimits', { notFound: 'Limite non trovato', stamps: [] });

/**
 * Counts one more request of `name` by `client` in the window starting at `windowStart` and answers
 * the count after it: an atomic increment read back afterwards, so concurrent requests can only see
 * a count at least as high as their own position. `expiresAt` lets a Firestore TTL policy delete
 * old windows. Two round trips.
 */
export async function countRequest(name: string, client: string, windowStart: number, windowEnd: number): Promise<number> {
  const counter = rateLimits.ref(`${name}_${client}_${windowStart}`);
  await counter.set(
    { name, client, windowStart: Timestamp.fromMillis(windowStart), expiresAt: Timestamp.fromMillis(windowEnd), count: FieldValue.increment(1) },
    { merge: true },
  );
  return Number((await counter.get()).get('count'));
}
