import { PRACTICE_CHUNKS_CACHE } from '@app/schemas/shared/offline';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/**
 * The chunks the precache leaves out (the practice's pages, web/vite/staffChunks.ts: a patient
 * never loads them) are kept when first used, so the doctor's pages open offline too. Their names
 * carry their content's hash, so a kept copy is never stale: cache first. A new version empties the
 * cache when it takes over, so old versions' chunks do not pile up.
 */
export function registerPracticeChunks(self: ServiceWorkerGlobalScope) {
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
    new CacheFirst({ cacheName: PRACTICE_CHUNKS_CACHE }),
  );
  self.addEventListener('activate', (event) => event.waitUntil(caches.delete(PRACTICE_CHUNKS_CACHE)));
}
