import { AsyncLocalStorage } from 'node:async_hooks';

/** What one /api request has cost so far, read by the Server-Timing header. */
export interface RequestCost {
  firestoreRoundTrips: number;
  firestoreMs: number;
  /** The session check's own round trips (data/sessions.ts), reported apart from the handler's. */
  sessionRoundTrips?: number;
  /**
   * Another writer got in the way (a transaction ran again, or a commit met a document created or
   * changed meanwhile): the round trips that follow are the contention's, not the call's.
   */
  contended?: boolean;
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

/** Notes that the request met another writer (see `contended`). */
export function markContended() {
  const cost = requestContext.getStore();
  if (cost) cost.contended = true;
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
