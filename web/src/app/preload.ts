import { type LoaderFunction, matchRoutes, type RouteObject } from 'react-router';

import type { PageStart } from '../shared/lib/pageStart';
import type { PageData } from './pageData';
import { queryClient } from './queryClient';

/**
 * A route loader that starts a page's chunk and its first data (pageData.ts) at the same time, as
 * soon as the route matches, instead of one after the other (chunk, render, then the query). It
 * waits for neither: the page still renders through Suspense and its own queries, which find the
 * data already on its way. A chunk that fails here fails again in lazy(), where the route's error
 * element shows it.
 */
export function preload(chunk: () => Promise<unknown>, data?: PageData): LoaderFunction {
  const loader: LoaderFunction = () => {
    chunk().catch(() => undefined);
    if (data) preloadData(data);
    return null;
  };
  starts.set(loader, { chunk, data });
  return loader;
}

/** What each loader made by preload() starts, so that a page can be started without navigating (startPage). */
const starts = new WeakMap<LoaderFunction, { chunk: () => Promise<unknown>; data: PageData | undefined }>();

/**
 * Starts what the loaders of the routes at `path` start (the page's chunk; its first data only
 * `withData`), without navigating: shared/lib/pageStart.ts. A path without such a loader starts nothing.
 */
export function startPage(routes: RouteObject[], path: string, { withData }: PageStart) {
  for (const match of matchRoutes(routes, path) ?? []) {
    const start = typeof match.route.loader === 'function' ? starts.get(match.route.loader) : undefined;
    if (!start) continue;
    start.chunk().catch(() => undefined);
    if (withData && start.data) preloadData(start.data);
  }
}

/** Starts a page's first data (pageData.ts) without waiting for it. */
export function preloadData(data: PageData) {
  import('./pageData')
    .then(async ({ pageData }) => {
      await pageData[data](queryClient);
    })
    .catch(() => undefined);
}
