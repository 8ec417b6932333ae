import type { LoaderFunction } from 'react-router';

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
  return () => {
    chunk().catch(() => undefined);
    if (data) preloadData(data);
    return null;
  };
}

/** Starts a page's first data (pageData.ts) without waiting for it. */
export function preloadData(data: PageData) {
  import('./pageData')
    .then(async ({ pageData }) => {
      await pageData[data](queryClient);
    })
    .catch(() => undefined);
}
