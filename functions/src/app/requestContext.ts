import { AsyncLocalStorage } from 'node:async_hooks';

/** What one /api request has cost so far, read by the Server-Timing header. */
export interface RequestCost {
  firestoreRoundTrips: number;
  firestoreMs: number;
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
