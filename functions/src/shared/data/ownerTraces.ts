import { type CollectionReference, type DocumentSnapshot, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';

/**
 * The practice's figures' reads of dated documents (docs/api.md, "The practice's figures"): one
 * round trip each, a projection (`select`) of the time and the few fields counted, bounded by a
 * date and by PRACTICE_READ_LIMIT. Traces of owners skip documents without one (an order kept for
 * the invoices after its customer's erasure, one the doctor made).
 */

/** Documents read at most by one such read: a year of a busy practice's bookings or invoices fits. */
export const PRACTICE_READ_LIMIT = 5000;

interface OwnerField {
  owner: string;
  time: string;
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

/**
 * The documents whose `time` is from `since` on (before `until`, when given), oldest first, at most
 * PRACTICE_READ_LIMIT, projected to the time and `fields`: one round trip.
 */
export async function datedSince(
  collection: CollectionReference,
  time: string,
  { since, until, fields }: { since: Date; until?: Date; fields: string[] },
): Promise<QueryDocumentSnapshot[]> {
  let query = collection.select(time, ...fields).where(time, '>=', since);
  if (until) query = query.where(time, '<', until);
  return (await query.orderBy(time, 'asc').limit(PRACTICE_READ_LIMIT).get()).docs;
}

/** The documents from `since` on with their owners, oldest first. */
export async function ownerTracesSince(
  collection: CollectionReference,
  since: Date,
  { owner, time, fields = [] }: OwnerField & { fields?: string[] },
): Promise<OwnerTraceAt[]> {
  const documents = await datedSince(collection, time, { since, fields: [owner, ...fields] });
  return documents.flatMap((document) => traceOf(document, owner, time, fields) ?? []);
}

/** Who owns documents older than `before`, among the newest PRACTICE_READ_LIMIT of them. */
export async function ownersBefore(collection: CollectionReference, before: Date, { owner, time }: OwnerField): Promise<Set<string>> {
  const snapshot = await collection.select(owner, time).where(time, '<', before).orderBy(time, 'desc').limit(PRACTICE_READ_LIMIT).get();
  return new Set(snapshot.docs.flatMap((document) => traceOf(document, owner, time, [])?.owner ?? []));
}
