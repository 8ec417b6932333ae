/**
 * The build's prerender (vite/prerender.ts runs it once, in Node): the HTML React takes over in the
 * browser. The pages are rendered through the real route table, as a visitor whose session is not
 * known yet sees them, so hydration finds exactly this markup: the landing page at "/", and the
 * sign-in and sign-up pages (shared/lib/prerenderedPages.ts) with MUI's styles inline (Emotion
 * writes each component's <style> before it; its cache moves them to the head in the browser).
 */
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProviders } from './app/AppProviders';
import { AppShellSkeleton } from './app/AppShellSkeleton';
import { routes } from './app/router';
import { structuredDataScript } from './content/lib/structuredData';

async function pageAt(url: string): Promise<ReactNode> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Prerender di ${url}: risposta ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
}

// The landing page is in the entry chunk: one synchronous render has all of it.
export const renderLanding = async (origin: string) => renderToString(await pageAt(`${origin}/`));

/** A page of lazy chunks (MUI's theme, the page itself): `prerender` waits for every one of them. */
export async function renderPage(origin: string, path: string): Promise<string> {
  const { prelude } = await prerender(await pageAt(`${origin}${path}`));
  return new Response(prelude).text();
}

export const renderAppShell = () => renderToString(<AppShellSkeleton />);

export { structuredDataScript };
