import { FieldValue, Timestamp } from 'firebase-admin/firestore';

import { createdUnlessExists } from '../firestoreErrors';
import { entity, newBatch } from './entity';

const rateLimits = entity<{ id: string; count: number }>('rateLimits', { notFound: 'Limite non trovato', stamps: [] });

/** One counter: a limited action, the key it counts for (an address, a member, an e-mail hash), a window. */
export interface WindowCounter {
  name: string;
  key: string;
  windowStart: number;
  windowEnd: number;
}

const refOf = (counter: WindowCounter) => rateLimits.ref(`${counter.name}_${counter.key}_${counter.windowStart}`);

/**
 * Adds one (or `by`: -1 takes a success back) to each counter in one atomic batch. `expiresAt` lets a Firestore TTL policy delete old
 * windows. One round trip.
 */
export async function incrementCounters(counters: WindowCounter[], by = 1): Promise<void> {
  const batch = newBatch();
  for (const counter of counters) {
    batch.set(
      refOf(counter),
      {
        name: counter.name,
        client: counter.key,
        windowStart: Timestamp.fromMillis(counter.windowStart),
        expiresAt: Timestamp.fromMillis(counter.windowEnd),
        count: FieldValue.increment(by),
      },
      { merge: true },
    );
  }
  await batch.commit();
}

/** The current count of each counter, 0 for a window not started. One round trip. */
export async function readCounts(counters: WindowCounter[]): Promise<number[]> {
  const found = await rateLimits.many(counters.map((counter) => refOf(counter).id));
  return counters.map((counter) => Number(found.get(refOf(counter).id)?.count ?? 0));
}

/** Creates the first free place `{name}_{key}_{windowStart}_{n}`, n from 1 to max; false when all are taken. */
export async function takePlace(counter: WindowCounter, max: number): Promise<boolean> {
  for (let place = 1; place <= max; place += 1) {
    const taken = rateLimits.ref(`${refOf(counter).id}_${place}`).create({
      name: counter.name,
      client: counter.key,
      windowStart: Timestamp.fromMillis(counter.windowStart),
      expiresAt: Timestamp.fromMillis(counter.windowEnd),
      place,
    });
    if (await createdUnlessExists(taken)) return true;
  }
  return false;
}
