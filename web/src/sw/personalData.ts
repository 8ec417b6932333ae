import { authContract } from '@app/schemas/accounts/authContract';
import { API_BASE, pathOf } from '@app/schemas/shared/contract';
import { ACCOUNT_HEADER, COPY_UNTIL_HEADER, PERSONAL_CACHE, PERSONAL_CACHE_OWNER, SAVED_AT_HEADER } from '@app/schemas/shared/offline';
import type { WorkboxPlugin } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

import { isOwnSessionChange } from './sessionChange';

/**
 * The signed-in account's last answers, for reading offline (docs/offline.md). Every read of the
 * API by the app (a GET by fetch) goes to the network first; a JSON answer that the API marked as
 * keepable (ACCOUNT_HEADER and COPY_UNTIL_HEADER: a call whose contract allows it, to a remembered
 * member's session; never an admin's or a doctor's, never a session not remembered; no path here
 * decides) is copied into one cache, PERSONAL_CACHE, stamped with the time it came. Without a network the copy answers instead, until
 * its session's end, and its stamp tells the app to say so.
 *
 * One account at a time: the cache records its owner, an answer for another account empties it
 * first, a copy answers only while its account is the owner, and signing in, signing out (or any
 * 401: no session any more) empty it. So nothing one account read is ever shown to another.
 */

/** The calls that end or start a session: whoever signs in next starts with an empty cache. */
const SESSION_CHANGES = [pathOf(authContract.logout), pathOf(authContract.login), pathOf(authContract.signup)];

/** The cache's owner (reading it creates no cache). */
async function owner(): Promise<string | null> {
  const marker = await caches.match(PERSONAL_CACHE_OWNER, { cacheName: PERSONAL_CACHE });
  return marker ? marker.text() : null;
}

/** The cache's changes one at a time, so two first answers of a new account empty it once. */
let ownerChanges: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = ownerChanges.then(task);
  ownerChanges = run.catch(() => undefined);
  return run;
}

/** How many times a session ended or began here: an answer to a request sent before is never kept. */
let sessionChanges = 0;

/** A session ended or began (sign-out, sign-in, a 401): the cache is emptied. */
const clearPersonalData = () =>
  serially(async () => {
    sessionChanges += 1;
    await caches.delete(PERSONAL_CACHE);
  });

/**
 * Keeps the copy of an answer for `account`: emptying the cache first when it held another
 * account's answers, and keeping nothing when a session ended or began since the request went out.
 */
const keep = (request: Request, copy: Response, account: string, sentAt: unknown) =>
  serially(async () => {
    if (sentAt !== sessionChanges) return;
    if ((await owner()) !== account) {
      await caches.delete(PERSONAL_CACHE);
      await (await caches.open(PERSONAL_CACHE)).put(PERSONAL_CACHE_OWNER, new Response(account));
    }
    await (await caches.open(PERSONAL_CACHE)).put(request, copy);
  });

/** A copy worth keeping: a successful JSON answer the API marked as keepable (a remembered member's, with its end), not a file download. */
function isKeepable(response: Response): boolean {
  return (
    response.ok &&
    Boolean(response.headers.get(ACCOUNT_HEADER)) &&
    Boolean(response.headers.get(COPY_UNTIL_HEADER)) &&
    (response.headers.get('Content-Type') ?? '').startsWith('application/json') &&
    !response.headers.has('Content-Disposition')
  );
}

/** The answer with the time it was received, as the copy to keep. */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

const accountCopies: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.sentAt = sessionChanges;
    return request;
  },
  // An answer with no session (signed out elsewhere, expired, revoked): nothing personal stays.
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await clearPersonalData();
    return response;
  },
  // The copy is kept here, in turn with the session changes; Workbox itself keeps nothing (null).
  cacheWillUpdate: async ({ request, response, state }) => {
    if (isKeepable(response)) await keep(request, await stamped(response), response.headers.get(ACCOUNT_HEADER)!, state?.sentAt);
    return null;
  },
  // A copy answers only for the cache's current owner (a copy written while the owner changed is
  // never shown), and only until its session would have ended: past that, the cache is emptied.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    if (!(Date.parse(cachedResponse.headers.get(COPY_UNTIL_HEADER) ?? '') > Date.now())) {
      await clearPersonalData();
      return null;
    }
    const account = await owner();
    return account && cachedResponse.headers.get(ACCOUNT_HEADER) === account ? cachedResponse : null;
  },
};

export function registerPersonalData(scope: ServiceWorkerGlobalScope) {
  // Signing in or out from the site's own pages empties the cache as the call goes out (offline
  // too); a link or a form of another site does nothing here (nor at the API: docs/security.md).
  // The call itself goes to the network untouched: no answer from here, so its headers
  // (Sec-Fetch-Site) are the page's.
  scope.addEventListener('fetch', (event) => {
    if (isOwnSessionChange(scope, event.request, SESSION_CHANGES)) event.waitUntil(clearPersonalData());
  });
  // The app's reads (fetch), not the links to the API that a page follows (files, e-mail links).
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.mode !== 'navigate' && url.pathname.startsWith(`${API_BASE}/`),
    // The copy answers whatever the request's Origin or Cookie headers, which the API's Vary names for
    // HTTP caches: the page's preload of the session (a CORS-mode request, with an Origin) must find
    // the copy its own fetch kept. Whose copy it is, the owner check above decides.
    new NetworkFirst({ cacheName: PERSONAL_CACHE, plugins: [accountCopies], matchOptions: { ignoreVary: true } }),
  );
}
