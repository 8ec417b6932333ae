import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { APP_START_MARK } from './app/afterFirstPaint';
import { AppProviders } from './app/AppProviders';
import { preloadData } from './app/preload';
import { queryClient } from './app/queryClient';
import { routes } from './app/router';
import { hasSessionHint, keepSessionHint } from './app/sessionHint';
import { sessionKeys } from './shared/api/session';
import { PRERENDERED_ATTRIBUTE } from './shared/lib/prerenderedPages';

performance.mark(APP_START_MARK);
keepSessionHint(queryClient, sessionKeys.currentUser);
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// index.html ("/") holds the prerendered landing page in #landing and the members' skeleton in
// #root; the sign-in and sign-up pages' HTML (login.html, registrati.html) holds the page itself in
// #root; the other pages' HTML (app.html) holds only the skeleton. A visitor on "/" gets the
// landing page taken over as it is (hydration), and so does everyone on a prerendered page;
// everyone else gets the app rendered over the skeleton (so does Vite's dev server, which serves
// index.html without the prerender). All are transitions: React renders them in slices and yields
// to the browser between them, instead of one long task that would hold back a tap.
const landing = document.getElementById('landing');
const root = document.getElementById('root')!;
if (landing?.firstElementChild && !hasSessionHint()) {
  // A browser without the session hint is a visitor's (sessionHint.ts): no session call, whose 401
  // every visitor's console would show; signing in sets the user and the hint.
  queryClient.setQueryData(sessionKeys.currentUser, null);
  root.remove();
  startTransition(() => {
    hydrateRoot(landing, app);
  });
} else if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // Without the hint, a visitor's: no session call. With it the session is asked for while the form
  // stays on screen (layouts.tsx), and a member still signed in goes on to her page.
  if (!hasSessionHint()) queryClient.setQueryData(sessionKeys.currentUser, null);
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // "/" has no loader (the landing page is hydrated without one): the member's home data starts here.
  if (window.location.pathname === '/' && hasSessionHint()) preloadData('home');
  landing?.remove();
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
