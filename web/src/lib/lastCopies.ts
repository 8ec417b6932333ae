import { ACCOUNT_HEADER, PERSONAL_CACHE, PERSONAL_CACHE_OWNER, SAVED_AT_HEADER } from '@app/schemas/offline';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { queryKeyUrl } from '#api/client';

/**
 * A returning member's first paint from the service worker's last copies (docs/offline.md): each
 * query of `keys` that holds nothing yet takes the copy kept of its answer, if the copy belongs to
 * the cache's owner, and is marked stale at once, so that it is read from the network all the same
 * and the network's answer replaces the copy as soon as it comes. The page paints what it showed
 * last time instead of a skeleton while the network answers, as an installed app does. Without a
 * service worker or a copy nothing changes; the copies are the ones the app reads offline, emptied
 * on sign-in, sign-out and any 401, so they are never another account's.
 */
export async function showLastCopies(client: QueryClient, keys: QueryKey[]): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(PERSONAL_CACHE))) return;
  const cache = await caches.open(PERSONAL_CACHE);
  const owner = await (await cache.match(PERSONAL_CACHE_OWNER))?.text();
  if (!owner) return;
  await Promise.all(
    keys.map(async (queryKey) => {
      const copy = await cache.match(queryKeyUrl(queryKey), { ignoreVary: true });
      if (!copy || copy.headers.get(ACCOUNT_HEADER) !== owner) return;
      const data: unknown = await copy.json();
      // The network was quicker: its answer stays.
      if (client.getQueryData(queryKey) !== undefined) return;
      client.setQueryData(queryKey, data, { updatedAt: Date.parse(copy.headers.get(SAVED_AT_HEADER) ?? '') || 0 });
      await client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
    }),
  );
}
