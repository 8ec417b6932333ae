/**
 * Counts every Firestore round trip made while serving a request (docs/architecture.md): each method
 * below sends exactly one RPC, and the others are built on them (DocumentReference.get calls
 * Firestore.getAll, its writes WriteBatch.commit), so wrapping them on the prototypes counts every
 * call a handler makes without each handler having to remember to.
 */
import { Firestore, Query, Transaction, WriteBatch } from '@google-cloud/firestore';

import { markTransactionRetried, measureFirestore } from './requestContext';

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
      if (attempts > 1) markTransactionRetried();
      return (update as (...inner: unknown[]) => unknown)(...args);
    };
    return original.call(this, counted, ...rest);
  };
  (wrapped as { retriesNoted?: boolean }).retriesNoted = true;
  prototype.runTransaction = wrapped;
}

export function countFirestoreRoundTrips(db: Firestore) {
  noteTransactionRetries();
  count(Query.prototype, ['get']);
  // AggregateQuery (count, sum, average) is not exported: reach its prototype through an instance.
  count(Object.getPrototypeOf(db.collection('_').count()), ['get']);
  count(WriteBatch.prototype, ['commit']);
  count(Firestore.prototype, ['getAll', 'runTransaction']);
  count(Transaction.prototype, ['get', 'getAll']);
}
