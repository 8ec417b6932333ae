/**
 * Counts every Firestore round trip made while serving a request (docs/architecture.md): each method
 * below sends exactly one RPC, and the others are built on them (DocumentReference.get calls
 * Firestore.getAll, its writes WriteBatch.commit), so wrapping them on the prototypes counts every
 * call a handler makes without each handler having to remember to.
 */
import { Firestore, Query, Transaction, WriteBatch } from '@google-cloud/firestore';

import { FIRESTORE_CODES, isFirestoreError } from './firestoreErrors';
import { markContended, measureFirestore } from './requestContext';

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

function count(prototype: object, methods: string[]) {
  const target = prototype as Record<string, AnyMethod>;
  for (const name of methods) {
    const original = target[name];
    if (!original || (original as { measured?: boolean }).measured) continue;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      return measureFirestore(() => original.apply(this, args));
    };
    (wrapped as { measured?: boolean }).measured = true;
    target[name] = wrapped;
  }
}

/** Marks the request whose transaction function runs more than once (the SDK retries it after a conflict). */
function noteTransactionRetries() {
  const prototype = Firestore.prototype as unknown as { runTransaction: AnyMethod & { retriesNoted?: boolean } };
  const original = prototype.runTransaction;
  if (original.retriesNoted) return;
  const wrapped = function (this: unknown, update: unknown, ...rest: unknown[]) {
    let attempts = 0;
    const counted = (...args: unknown[]) => {
      attempts += 1;
      if (attempts > 1) markContended();
      return (update as (...inner: unknown[]) => unknown)(...args);
    };
    return original.call(this, counted, ...rest);
  };
  (wrapped as { retriesNoted?: boolean }).retriesNoted = true;
  prototype.runTransaction = wrapped;
}

/** What a commit answers when another writer got there first. */
const CONFLICTS = [FIRESTORE_CODES.alreadyExists, FIRESTORE_CODES.failedPrecondition, FIRESTORE_CODES.aborted];

/** Marks the request whose batch met another writer: a create of an existing document, a failed precondition. */
function noteConflicts() {
  const prototype = WriteBatch.prototype as unknown as { commit: AnyMethod & { conflictsNoted?: boolean } };
  const original = prototype.commit;
  if (original.conflictsNoted) return;
  const wrapped = async function (this: unknown, ...args: unknown[]) {
    try {
      return await original.apply(this, args);
    } catch (error) {
      if (CONFLICTS.some((code) => isFirestoreError(error, code))) markContended();
      throw error;
    }
  };
  (wrapped as { conflictsNoted?: boolean }).conflictsNoted = true;
  prototype.commit = wrapped;
}

export function countFirestoreRoundTrips(db: Firestore) {
  noteTransactionRetries();
  noteConflicts();
  count(Query.prototype, ['get']);
  // AggregateQuery (count, sum, average) is not exported: reach its prototype through an instance.
  count(Object.getPrototypeOf(db.collection('_').count()), ['get']);
  count(WriteBatch.prototype, ['commit']);
  count(Firestore.prototype, ['getAll', 'runTransaction']);
  count(Transaction.prototype, ['get', 'getAll']);
}
