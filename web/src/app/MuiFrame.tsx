import { lazy, type ReactNode, Suspense } from 'react';

import { FullScreenSpinner } from '../shared/components/FullScreenSpinner';

// MUI (its theme, styles engine and components: about 45 KB gzip) stays out of the entry chunk, so
// the landing page, which is plain React and CSS, loads none of it.
const MuiProviders = lazy(() => import('./MuiProviders'));

/** Wraps every screen built with MUI: the members' area, the login and the other public pages. */
export function MuiFrame({ children, fallback = <FullScreenSpinner /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <MuiProviders>{children}</MuiProviders>
    </Suspense>
  );
}
