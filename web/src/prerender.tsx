/**
 * The build's prerender (vite/prerender.ts runs it once, in Node): the HTML React takes over in the
 * browser. The landing page is rendered through the real route table at "/", as a visitor whose
 * session is not known yet sees it, so hydration finds exactly this markup.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProviders } from './app/AppProviders';
import { AppShellSkeleton } from './app/AppShellSkeleton';
import { routes } from './app/router';
import { structuredDataScript } from './content/lib/structuredData';

export async function renderLanding(origin: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${origin}/`));
  if (context instanceof Response) throw new Error(`Prerender di /: risposta ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

export const renderAppShell = () => renderToString(<AppShellSkeleton />);

export { structuredDataScript };
