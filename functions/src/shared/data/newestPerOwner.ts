import { type CollectionReference, Timestamp } from 'firebase-admin/firestore';

/** The newest document of one owner: when, and the few fields asked for. */
export interface OwnerTrace {
  at: Date;
  fields: Record<string, unknown>;
}

/**
 * Who owns documents of a collection, each with their newest one, in one round trip: a projection
 * (`select`) of the owner, the time and the fields asked for, newest first, at most `limit`
 * documents (the oldest beyond it are not read). `owner` names the field that holds the member's
 * uid; without it the document's id is the uid (documents keyed by member).
 */
export async function newestPerOwner(
  collection: CollectionReference,
  { owner, time, fields = [], limit }: { owner?: string; time: string; fields?: string[]; limit: number },
): Promise<Map<string, OwnerTrace>> {
  const projected = [...(owner ? [owner] : []), time, ...fields];
  const snapshot = await collection
    .select(...projected)
    .orderBy(time, 'desc')
    .limit(limit)
    .get();
  const newest = new Map<string, OwnerTrace>();
  for (const document of snapshot.docs) {
    const uid: unknown = owner ? document.get(owner) : document.id;
    const at: unknown = document.get(time);
    // Newest first: the first document of an owner is her newest. Documents without an owner (an
    // order kept for the invoices after its customer's erasure) belong to nobody.
    if (typeof uid !== 'string' || !uid || newest.has(uid) || !(at instanceof Timestamp)) continue;
    newest.set(uid, { at: at.toDate(), fields: Object.fromEntries(fields.map((field) => [field, document.get(field)])) });
  }
  return newest;
}
