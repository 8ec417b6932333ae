import type { DocumentReference, Query } from 'firebase-admin/firestore';

import { newBatch } from './entity';

/**
 * Cascading deletions (docs/architecture.md, "Cascading deletions"): what hangs off a deleted
 * document is read and deleted a page at a time, in bounded batches, without recursiveDelete or
 * BulkWriter (the local Node Firestore has neither). Deleting is idempotent by nature: a
 * redelivered or retried run finds less, or nothing, left.
 */

/** Cascades read and delete in pages of this many documents. */
export const CASCADE_PAGE_SIZE = 200;
/** Firestore allows 500 writes per batch; stay well below. */
const WRITES_PER_BATCH = 400;

/** Deletes these documents in batches of at most WRITES_PER_BATCH. */
export async function deleteAll(references: DocumentReference[]) {
  for (let start = 0; start < references.length; start += WRITES_PER_BATCH) {
    const batch = newBatch();
    for (const reference of references.slice(start, start + WRITES_PER_BATCH)) batch.delete(reference);
    await batch.commit();
  }
}

export const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * Deletes every document the query matches, a page of CASCADE_PAGE_SIZE at a time (ids only, no
 * fields read), until none is left. Returns how many were deleted.
 */
export async function deleteMatching(query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.limit(CASCADE_PAGE_SIZE).select().get();
    if (page.empty) return deleted;
    await deleteAll(page.docs.map((document) => document.ref));
    deleted += page.size;
  }
}
