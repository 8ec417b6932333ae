import type { QueryClient, QueryKey } from '@tanstack/react-query';

import { START_HELPERS } from './afterFirstPaint';

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
/** The hint in `document.cookie`: one pattern for the app and for the pages' start scripts. */
const HINT_PATTERN = `(?:^|; )${SESSION_HINT_COOKIE}=1`;

/** What `/start.js` loads: the session (its call's URL) and the JavaScript files, the entry and its imports, and the members' frame. */
export interface StartFiles {
  sessionUrl: string;
  /** The reads of the member's home ("/" with the hint), asked for with the session. */
  homeDataUrls: string[];
  entry: string;
  entryImports: string[];
  /** The chunks of the members' frame and of the member's home, asked for after the first paint when the hint is there. */
  frame: string[];
}

/**
 * The landing page's one classic script, /start.js, run before the body paints. The app's chunks
 * are asked for, and its entry run, once the first paint is on screen (afterFirstPaint.ts).
 * - With the hint it marks <html> (index.html's style then shows the members' skeleton, not the
 *   landing page) and at once asks for the session and the home's reads; after the paint, every
 *   chunk of the entry, the members' frame and the home.
 * - Without it the prerendered page paints first and only then is the app (which just makes it
 *   interactive) asked for, so the page appears as fast as a static one. A browser without the
 *   hint is a visitor's: the landing page asks for no session (main.tsx), so a visitor's console
 *   shows no 401.
 */
export const startScript = ({ sessionUrl, homeDataUrls, entry, entryImports, frame }: StartFiles) => `(function () {
  ${START_HELPERS}
  var chunks = ${JSON.stringify(entryImports)};
  if (/${HINT_PATTERN}/.test(document.cookie)) {
    document.documentElement.classList.add('${SESSION_HINT_CLASS}');
    fetchWithSession('${sessionUrl}');
    ${JSON.stringify(homeDataUrls)}.forEach(fetchWithSession);
    chunks = ${JSON.stringify([entry, ...entryImports, ...frame])};
  }
  afterFirstPaint(function () {
    preloadInSlices(chunks);
    runEntry(${JSON.stringify(entry)});
  });
})();
`;

/**
 * Part of app.html's start script (afterFirstPaint.ts): for a returning member (the hint), the
 * first reads of the page at the address (`readsByPath`, schemas/src/app/pageReads.ts) start with
 * the page, not once the app's code has run and its route matched. A visitor asks for none (a
 * members' read would answer 401).
 */
export const pageReadsScript = (readsByPath: Record<string, string[]>) => `if (/${HINT_PATTERN}/.test(document.cookie)) {
    (${JSON.stringify(readsByPath)}[location.pathname] || []).forEach(fetchWithSession);
  }`;

export function hasSessionHint() {
  if (typeof document === 'undefined') return false; // the build's prerender
  return document.documentElement.classList.contains(SESSION_HINT_CLASS) || new RegExp(HINT_PATTERN).test(document.cookie);
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
