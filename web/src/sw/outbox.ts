/// <reference lib="webworker" />
import { pathOf } from '@app/schemas/contract';
import { authContract } from '@app/schemas/contracts/auth';

import { clearOutbox, flushOutbox, OUTBOX_FLUSHED_MESSAGE, OUTBOX_SYNC_TAG } from '../lib/outbox';
import { isOwnSessionChange } from './sessionChange';

/**
 * The offline outbox in the service worker (docs/offline.md): Background Sync wakes it when the
 * connection is back, it sends the signed-in account's waiting entries and messages and tells the
 * open pages, which read their lists again; a sign-out from the site's own pages empties the
 * outbox of this device (a link of another site to /api/logout does not).
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
  const logout = [pathOf(authContract.logout)];
  scope.addEventListener('fetch', (event) => {
    if (isOwnSessionChange(scope, event.request, logout)) event.waitUntil(clearOutbox());
  });
}
