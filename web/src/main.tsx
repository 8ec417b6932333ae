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
// #root; the other pages' HTML (app.html) holds only the skeleton. A visitor on "/" gets the
// landing page taken over as it is (hydration); everyone else gets the app rendered over the
// skeleton (so does Vite's dev server, which serves index.html without the prerender). Both are
// transitions: React renders them in slices and yields to the browser between them, instead of one
// long task that would hold back a tap.
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
} else {
  // "/" has no loader (the landing page is hydrated without one): the member's home data starts here.
  if (window.location.pathname === '/' && hasSessionHint()) preloadData('home');
  landing?.remove();
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
