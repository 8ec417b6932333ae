/// <reference lib="webworker" />
import { pathOf } from '@app/schemas/contract';
import { authContract } from '@app/schemas/contracts/auth';

import { clearOutbox, flushOutbox, OUTBOX_FLUSHED_MESSAGE, OUTBOX_SYNC_TAG } from '../lib/outbox';

/**
 * The offline outbox in the service worker (docs/offline.md): Background Sync wakes it when the
 * connection is back, it sends the signed-in account's waiting entries and messages and tells the
 * open pages, which read their lists again; a sign-out empties the outbox of this device.
 */
export function registerOutbox(scope: ServiceWorkerGlobalScope) {
  scope.addEventListener('sync', (event) => {
    // TypeScript's worker library has no SyncEvent.
    const sync = event as ExtendableEvent & { tag: string };
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    // A rejection (still offline) lets the browser try the sync again later.
    sync.waitUntil(
      flushOutbox().then(async () => {
        for (const client of await scope.clients.matchAll({ type: 'window' })) client.postMessage({ type: OUTBOX_FLUSHED_MESSAGE });
      }),
    );
  });
  const logout = pathOf(authContract.logout);
  scope.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (url.origin === scope.location.origin && url.pathname === logout) event.waitUntil(clearOutbox());
  });
}
