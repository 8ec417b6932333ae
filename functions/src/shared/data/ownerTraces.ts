import { type CollectionReference, type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

/**
 * Reads of who owns a collection's documents around an instant, for the practice's figures: a
 * projection (`select`) of the owner, the time and the fields asked for, bounded by `limit`, one
 * round trip each. Documents without an owner (an order kept for the invoices after its customer's
 * erasure, one the doctor made) are skipped.
 */
/** Documents read at most by one such read: a year of a busy practice's bookings or invoices fits. */
export const PRACTICE_READ_LIMIT = 5000;

interface OwnerField {
  owner: string;
  time: string;
  limit: number;
}

/** One document of an owner: when, and the fields asked for. */
export interface OwnerTraceAt {
  owner: string;
  at: Date;
  fields: Record<string, unknown>;
}

function traceOf(document: DocumentSnapshot, owner: string, time: string, fields: string[]): OwnerTraceAt | undefined {
  const uid: unknown = document.get(owner);
  const at: unknown = document.get(time);
  if (typeof uid !== 'string' || !uid || !(at instanceof Timestamp)) return undefined;
  return { owner: uid, at: at.toDate(), fields: Object.fromEntries(fields.map((field) => [field, document.get(field)])) };
}

/** The documents from `since` on, oldest first, at most `limit`. */
export async function ownerTracesSince(
  collection: CollectionReference,
  since: Date,
  { owner, time, limit, fields = [] }: OwnerField & { fields?: string[] },
): Promise<OwnerTraceAt[]> {
  const snapshot = await collection
    .select(owner, time, ...fields)
    .where(time, '>=', since)
    .orderBy(time, 'asc')
    .limit(limit)
    .get();
  return snapshot.docs.flatMap((document) => traceOf(document, owner, time, fields) ?? []);
}

/** Who owns documents older than `before`, among the newest `limit` of them. */
export async function ownersBefore(
  collection: CollectionReference,
  before: Date,
  { owner, time, limit }: OwnerField,
): Promise<Set<string>> {
  const snapshot = await collection.select(owner, time).where(time, '<', before).orderBy(time, 'desc').limit(limit).get();
  return new Set(snapshot.docs.flatMap((document) => traceOf(document, owner, time, [])?.owner ?? []));
}
