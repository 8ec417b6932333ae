import { Workbox } from 'workbox-window';

/**
 * The app's service worker (web/src/sw/sw.ts, docs/offline.md), registered by the members' frame
 * once the page has loaded: the landing page's own scripts never carry this. A new version
 * installs in the background and waits; the frame then offers 'Aggiorna', and only that click
 * starts it and reloads the page, so nothing reloads in the middle of a form.
 */
let workbox: Workbox | undefined;
let waiting = false;
const listeners = new Set<() => void>();

export const serviceWorkerUpdate = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Whether a new version waits for the member's 'Aggiorna'. */
  isWaiting: () => waiting,
};

/**
 * Registers /sw.js (after the load event, as Workbox does by default); once per page. The first
 * version takes the open page at once (`clientsClaim`), but the reads made before it did went past
 * it, uncopied: `onFirstControl` reads them again through it, so that offline reading works from
 * the first visit (docs/offline.md).
 */
export function registerServiceWorker(onFirstControl: () => void = () => {}) {
  if (workbox || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) onFirstControl();
  });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    listeners.forEach((listener) => listener());
  });
  // No service worker (a private window, a browser that refuses it): the app works as a website.
  workbox.register().catch(() => undefined);
}

/** The member clicked 'Aggiorna': the waiting version takes over, then the page reloads with it. */
export function applyUpdate(reload = () => window.location.reload()) {
  if (!workbox || !waiting) return;
  workbox.addEventListener('controlling', reload);
  workbox.messageSkipWaiting();
}
