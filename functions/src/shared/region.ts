/** Belgium: the closest region to Rome that serves every Firebase product used here. */
export const REGION = 'europe-west1';

/**
 * The options of every Firestore trigger. In production a trigger that fails is dropped unless it
 * is deployed with retries; ours are idempotent (data/appliedEvents.ts), so they retry, and the
 * local event bridge retries a failed delivery with backoff in the same way.
 */
export const triggerOn = <Document extends string>(document: Document) => ({ document, region: REGION, retry: true });
