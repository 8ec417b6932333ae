import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The pages whose HTML the build writes whole besides the landing page (web/vite/prerender.ts): the
 * sign-in and sign-up forms, which patients reach from e-mails and from the landing page. Their
 * form is on screen, and can be filled in, before the app's code has come; the app then takes the
 * HTML over as it is (hydration, web/src/main.tsx), keeping what was typed.
 */
export const PRERENDERED_PATHS = ['/login', '/registrati'] as const;

export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

export const isPrerenderedPath = (pathname: string) => (PRERENDERED_PATHS as readonly string[]).includes(pathname);

/** The attribute the build puts on a prerendered page's #root: the app hydrates it instead of rendering over it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Where the page's start script (web/src/app/afterFirstPaint.ts) keeps a form submitted before the
 * app had taken it over: it stops the browser's own submission (which would put the password in
 * the address) and the form sends itself once it is the app's (`useSubmitPressedBeforeStart`).
 */
export const EARLY_SUBMIT_KEY = '__submittedBeforeStart';
/** What a form taken over by the app carries, so that the start script lets its submissions through to React. */
export const FORM_READY_ATTRIBUTE = 'data-app-ready';

const noSubscription = () => () => undefined;

/**
 * False while the prerender renders and while the app takes the prerendered HTML over, true
 * afterwards and on every page the app renders itself: what only the browser knows (the address's
 * query, say) waits for it, so the first render matches the HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The ref of a prerendered page's form: marks it as the app's, and sends it if it was submitted before the app started. */
export function useSubmitPressedBeforeStart() {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.setAttribute(FORM_READY_ATTRIBUTE, '');
    const early = window as unknown as Record<string, unknown>;
    if (early[EARLY_SUBMIT_KEY] !== form) return;
    delete early[EARLY_SUBMIT_KEY];
    form.requestSubmit();
  }, []);
  return formRef;
}
