import { AsyncLocalStorage } from 'node:async_hooks';

/** What one /api request has cost so far, read by the Server-Timing header. */
export interface RequestCost {
  firestoreRoundTrips: number;
  firestoreMs: number;
  /** The session check's own round trips (data/sessions.ts), reported apart from the handler's. */
  sessionRoundTrips?: number;
  /** A transaction ran again (two writers at once): the extra round trips are the contention's. */
  transactionRetried?: boolean;
}

export const requestContext = new AsyncLocalStorage<RequestCost>();

export async function measureFirestore<T>(call: () => Promise<T>): Promise<T> {
  const cost = requestContext.getStore();
  const started = performance.now();
  try {
    return await call();
  } finally {
    if (cost) {
      cost.firestoreRoundTrips += 1;
      cost.firestoreMs += performance.now() - started;
    }
  }
}

/** Notes that the request's transaction is running a second time. */
export function markTransactionRetried() {
  const cost = requestContext.getStore();
  if (cost) cost.transactionRetried = true;
}

/**
 * Runs a Firestore call that belongs to the session check rather than to the handler: it is
 * counted in `sessionRoundTrips`, not in `firestoreRoundTrips` (Server-Timing shows both).
 */
export async function measureOutside<T>(call: () => Promise<T>): Promise<T> {
  const cost = requestContext.getStore();
  if (!cost) return call();
  const own: RequestCost = { firestoreRoundTrips: 0, firestoreMs: 0 };
  try {
    return await requestContext.run(own, call);
  } finally {
    cost.sessionRoundTrips = (cost.sessionRoundTrips ?? 0) + own.firestoreRoundTrips;
  }
}
