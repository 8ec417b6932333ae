import type { QueryClient } from '@tanstack/react-query';

import { sessionKeys } from '../lib/api/session';

/**
 * A cookie that only says "a member was signed in on this browser the last time the app asked":
 * no secret (the session is the HttpOnly `__session`). The landing page's HTML is prerendered, and
 * `/` is also the members' home: with the hint, a small script in the page's head (below) hides
 * the landing's HTML before the first paint and shows the members' skeleton instead, so a member
 * never sees the landing flash. Without it (a new browser) the landing shows until the session
 * answers. The API decides who is signed in, never this cookie.
 */
export const SESSION_HINT_COOKIE = 'nf_accesso';
/** The class the script puts on <html> (index.html's style reads it). */
export const SESSION_HINT_CLASS = 'signed-in';
const MAX_AGE_S = 14 * 24 * 60 * 60;

/**
 * The classic script run before the body paints (the CSP allows no inline script, so the build
 * writes it as /session-hint.js): with the hint it marks <html> and preloads the members' frame
 * (`frame`, the chunks' URLs), which then loads beside the entry instead of after it.
 */
export const sessionHintScript = (frame: string[]) => `if (/(?:^|; )${SESSION_HINT_COOKIE}=1/.test(document.cookie)) {
  document.documentElement.classList.add('${SESSION_HINT_CLASS}');
  ${JSON.stringify(frame)}.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
}
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

/** Keeps the hint in step with every answer of GET /api/auth/user (sign-in, sign-out, an expired session). */
export function keepSessionHint(queryClient: QueryClient) {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== sessionKeys.currentUser[0]) return;
    if (event.query.state.status === 'success') writeSessionHint(Boolean(event.query.state.data));
  });
}
