/**
 * Starts a page's chunk (and, once signed in, its first reads) before the app navigates to it: the
 * sign-in page does so while its form is on screen and again with the sign-in's answer
 * (docs/performance.md, Sign-in). How is the route table's to say (app/router.tsx registers it): a
 * feature names only the path. Until registered it does nothing.
 */
export interface PageStart {
  /** Also the page's first reads (only with a session: a read without one would end nothing but fail). */
  withData: boolean;
}

let start: (path: string, options: PageStart) => void = () => undefined;

export function registerPageStart(starter: (path: string, options: PageStart) => void) {
  start = starter;
}

export const startPageAt = (path: string, options: PageStart) => start(path, options);
