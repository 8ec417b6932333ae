import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A cookie that only says "a member was signed in on this browser the last time the app asked":
 * no secret (the session is the HttpOnly `__session`). The landing page's HTML is prerendered, and
 * `/` is also the members' home: with the hint, the small script in the page's head (below) hides
 * the landing's HTML before the first paint and shows the members' skeleton instead, so a member
 * never sees the landing flash. Without it (a new browser) the landing shows until the session
 * answers. The API decides who is signed in, never this cookie.
 */
export const SESSION_HINT_COOKIE = 'nf_accesso';
/** The class the script puts on <html> (index.html's style reads it). */
export const SESSION_HINT_CLASS = 'signed-in';
const MAX_AGE_S = 14 * 24 * 60 * 60;

/** What `/start.js` loads: the session (its call's URL) and the JavaScript files, the entry and its imports, and the members' frame. */
export interface StartFiles {
  sessionUrl: string;
  /** The reads of the member's home ("/" with the hint), asked for with the session. */
  homeDataUrls: string[];
  entry: string;
  entryImports: string[];
  /** The chunks of the members' frame and of the member's home, asked for with the hint (after the first paint when the service worker holds them). */
  frame: string[];
}

/**
 * The landing page's one classic script, /start.js (the CSP allows no inline script, so the build
 * writes it as a file), run before the body paints. The app's entry runs only once the first paint
 * is on screen, so the page's first look never waits for JavaScript: when the chunks come at once
 * (from the service worker's cache, on a returning member's phone) their evaluation would
 * otherwise hold back that paint.
 * - With the hint it marks <html> (index.html's style then shows the members' skeleton, not the
 *   landing page) and at once asks for the session, the home's reads and every chunk of the
 *   entry, the members' frame and the home, so they load while the skeleton paints.
 * - Without it the prerendered page paints first and only then is the app (which just makes it
 *   interactive) asked for, so the page appears as fast as a static one: nothing of the app
 *   competes with the HTML and the stylesheet before it. A browser without the hint is a
 *   visitor's: the landing page asks for no session (main.tsx), so a visitor's console shows no 401.
 */
export const startScript = ({ sessionUrl, homeDataUrls, entry, entryImports, frame }: StartFiles) => `(function () {
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function preload(href) {
    add('link', { rel: 'modulepreload', crossOrigin: '', href: href });
  }
  function fetchWithSession(href) {
    add('link', { rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials', href: href });
  }
  function runEntry() {
    add('script', { type: 'module', crossOrigin: '', src: ${JSON.stringify(entry)} });
  }
  // Once the first paint is on screen (a background tab paints when it is shown).
  function afterFirstPaint(then) {
    if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
      new PerformanceObserver(function (list, observer) {
        observer.disconnect();
        setTimeout(then, 0);
      }).observe({ type: 'paint', buffered: true });
    } else {
      window.addEventListener('load', function () {
        setTimeout(then, 0);
      });
    }
  }
  if (/(?:^|; )${SESSION_HINT_COOKIE}=1/.test(document.cookie)) {
    document.documentElement.classList.add('${SESSION_HINT_CLASS}');
    fetchWithSession('${sessionUrl}');
    ${JSON.stringify(homeDataUrls)}.forEach(fetchWithSession);
    var chunks = ${JSON.stringify([entry, ...entryImports, ...frame])};
    if (navigator.serviceWorker && navigator.serviceWorker.controller) {
      // The service worker's cache hands every chunk over at once, and compiling them all would
      // hold back the skeleton's paint: they are asked for once it is on screen.
      afterFirstPaint(function () {
        chunks.forEach(preload);
        runEntry();
      });
    } else {
      chunks.forEach(preload);
      afterFirstPaint(runEntry);
    }
  } else {
    afterFirstPaint(function () {
      ${JSON.stringify(entryImports)}.forEach(preload);
      runEntry();
    });
  }
})();
`;

export function hasSessionHint() {
  if (typeof document === 'undefined') return false; // the build's prerender
  return (
    document.documentElement.classList.contains(SESSION_HINT_CLASS) || new RegExp(`(?:^|; )${SESSION_HINT_COOKIE}=1`).test(document.cookie)
  );
}

function writeSessionHint(signedIn: boolean) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_HINT_COOKIE}=${signedIn ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${signedIn ? MAX_AGE_S : 0}${secure}`;
}

/** Keeps the hint in step with every answer of the session query (sign-in, sign-out, an expired session). */
export function keepSessionHint(queryClient: QueryClient, sessionKey: QueryKey) {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== sessionKey[0]) return;
    if (event.query.state.status === 'success') writeSessionHint(Boolean(event.query.state.data));
  });
}
