import { type LoaderFunction, matchRoutes, type RouteObject } from 'react-router';

import type { PageStart } from '../shared/lib/pageStart';
import { loadMemberShell } from './layouts';
import type { PageData } from './pageData';
import { queryClient } from './queryClient';
import { loadToaster } from './ToastHost';

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

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve());
    else setTimeout(resolve, 0);
  });

/** What the sign-in's press will need, one at a time, each when the browser is idle: evaluating them is a task each, not one long one. */
async function fetchAheadOfThePress() {
  for (const load of [loadPageData, loadMemberShell, loadToaster] as (() => Promise<unknown>)[]) {
    await whenIdle();
    await load();
  }
}

/**
 * Starts what the loaders of the routes at `path` start (the page's chunk; its first data only
 * `withData`), without navigating: shared/lib/pageStart.ts. A path without such a loader starts nothing.
 * Without the data (the sign-in page, while its form is on screen) it also fetches what the press
 * will need: the module of the pages' first reads, the members' frame and the toasts, so that
 * after the press only the answer and the page's reads cross the network.
 */
export function startPage(routes: RouteObject[], path: string, { withData }: PageStart) {
  if (!withData) {
    fetchAheadOfThePress().catch(() => undefined);
  }
  for (const match of matchRoutes(routes, path) ?? []) {
    const start = typeof match.route.loader === 'function' ? starts.get(match.route.loader) : undefined;
    if (!start) continue;
    start.chunk().catch(() => undefined);
    if (withData && start.data) preloadData(start.data);
  }
}

type PageDataModule = typeof import('./pageData');
/** The module of the pages' first reads, once loaded: a read then starts in the same task. */
let pageDataModule: PageDataModule | undefined;
const loadPageData = () => import('./pageData').then((module) => (pageDataModule = module));

/**
 * Starts a page's first data (pageData.ts) without waiting for it: at once when the module is in
 * (the sign-in's answer, after the login page fetched it), before whatever renders next.
 */
export function preloadData(data: PageData) {
  const start = ({ pageData }: PageDataModule) => {
    pageData[data](queryClient).catch(() => undefined);
  };
  if (pageDataModule) start(pageDataModule);
  else loadPageData().then(start, () => undefined);
}
