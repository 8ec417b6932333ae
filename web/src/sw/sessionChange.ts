/// <reference lib="webworker" />

/**
 * Whether `request` signs in or out (one of `paths`) from the site's own pages: its referrer is a
 * page of this origin. A link, an image or a form of another site pointing at /api/logout has
 * another referrer, or none: the service worker then empties nothing (docs/security.md, the
 * cross-site checks the API makes with Sec-Fetch-Site, which a service worker cannot read).
 */
export function isOwnSessionChange(scope: ServiceWorkerGlobalScope, request: Request, paths: readonly string[]): boolean {
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin || !paths.includes(url.pathname)) return false;
  try {
    return new URL(request.referrer).origin === scope.location.origin;
  } catch {
    return false;
  }
}
