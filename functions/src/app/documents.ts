import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@app/schemas/entities';
import { db } from './firebase';

type CollectionKey = keyof typeof COLLECTIONS;

/** The top-level collection of an entity, by its key in COLLECTIONS. */
export function collection(key: CollectionKey) {
  return db.collection(COLLECTIONS[key]);
}

function toDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(toDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toDates(inner)]));
  }
  return value;
}

/**
 * A stored document as its `…Doc` type: the id plus its fields with Timestamps turned into Dates.
 * Documents are only written through the insert schemas, so their shape is trusted here.
 */
export function documentOf<T extends { id: string }>(snapshot: DocumentSnapshot): T {
  return { id: snapshot.id, ...(toDates(snapshot.data()) as object) } as T;
}

export function existingDocumentOf<T extends { id: string }>(snapshot: DocumentSnapshot): T | undefined {
  return snapshot.exists ? documentOf<T>(snapshot) : undefined;
}
