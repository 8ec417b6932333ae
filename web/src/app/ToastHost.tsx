import { lazy, Suspense, useSyncExternalStore } from 'react';

import { toaster } from '../shared/lib/toast';

// Offline the chunk may not come (a toast about the offline outbox): then no toast, rather than a
// render error that would take the whole app down.
const NoToaster = () => <></>;
/** The toasts' chunk: also fetched ahead by the sign-in page, whose success is a toast (preload.ts, startPage). */
export const loadToaster = () => import('./Toaster');
const Toaster = lazy(() => loadToaster().catch(() => ({ default: NoToaster })));

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
