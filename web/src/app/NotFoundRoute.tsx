import { lazy } from 'react';

import { MuiFrame } from './MuiFrame';

/** The 404 page, in its own chunk like every MUI screen. */
export const NotFoundPage = lazy(() => import('../shared/components/NotFoundPage'));

/** The 404 page in its MUI frame, for a member on an admin route. */
export function NotFoundRoute() {
  return (
    <MuiFrame>
      <NotFoundPage />
    </MuiFrame>
  );
}
