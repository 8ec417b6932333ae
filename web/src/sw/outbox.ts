/// <reference lib="webworker" />
import { outboxSenders } from '../app/outbox';
import { flushOutbox, OUTBOX_FLUSHED_MESSAGE, OUTBOX_SYNC_TAG } from '../shared/outbox';

/**
 * The offline outbox in the service worker (docs/offline.md): Background Sync wakes it when the
 * connection is back, it sends the signed-in account's waiting entries and messages and tells the
 * open pages, which read their lists again. A sign-out leaves a patient's unsent items on the
 * device, sealed with her key (shared/outbox/seal.ts): they go when she signs in again, and no other
 * account can read them meanwhile.
 */
export function registerOutbox(scope: ServiceWorkerGlobalScope) {
  scope.addEventListener('sync', (event) => {
    // TypeScript's worker library has no SyncEvent.
    const sync = event as ExtendableEvent & { tag: string };
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    // A rejection (still offline) lets the browser try the sync again later.
    sync.waitUntil(
      flushOutbox(outboxSenders).then(async () => {
        for (const client of await scope.clients.matchAll({ type: 'window' })) client.postMessage({ type: OUTBOX_FLUSHED_MESSAGE });
      }),
    );
  });
}
