import { lazy } from 'react';
import { MuiFrame } from './MuiFrame';

const NotFoundPage = lazy(() => import('../components/NotFoundPage'));

/** The 404 page, in its own chunk like every MUI screen. */
export function NotFoundRoute() {
  return (
    <MuiFrame>
      <NotFoundPage />
    </MuiFrame>
  );
}
