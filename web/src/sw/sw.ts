/// <reference lib="webworker" />
import { API_BASE } from '@app/schemas/shared/contract';
import { SKIP_WAITING } from '@app/schemas/shared/offline';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

import { registerOutbox } from './outbox';
import { registerPersonalData } from './personalData';
import { registerPracticeChunks } from './practiceChunks';
import { registerPushHandlers } from './push';

/**
 * The app's service worker (docs/offline.md), built by vite-plugin-pwa (injectManifest): the
 * build's files precached (the pages' HTML, /start.js, the chunks), every navigation answered from
 * them ("/" with index.html, any other app path with app.html, as Hosting's rewrite does), and the
 * signed-in account's last answers kept for offline reading (personalData.ts), the practice's own
 * chunks kept once used (practiceChunks.ts). A new version waits
 * until the app's prompt sends SKIP_WAITING (the member clicks 'Aggiorna'). It also shows the push
 * notifications (push.ts) and sends the offline outbox when the connection is back (outbox.ts).
 */
declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/app.html'), { denylist: [new RegExp(`^${API_BASE}/`)] }));
// After the precache's own route: what it holds is answered from it.
registerPracticeChunks(self);
registerPersonalData(self);
registerPushHandlers(self);
registerOutbox(self);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
// The first version takes the open pages at once (offline reading works from the first visit);
// later versions wait for the prompt.
clientsClaim();
