import { lazy, Suspense, useSyncExternalStore } from 'react';

import { toaster } from '../lib/toast';

const Toaster = lazy(() => import('./Toaster'));

/** Mounts the toasts' provider when the first toast is asked for (see lib/toast). */
export function ToastHost() {
  // The prerendered landing page has no toast (the third argument: what the server and hydration see).
  const wanted = useSyncExternalStore(toaster.subscribe, toaster.isWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
