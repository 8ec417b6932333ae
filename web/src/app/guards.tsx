import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { useCurrentUser } from '../lib/session';
import { MuiFrame } from './MuiFrame';
import { NotFoundRoute } from './NotFoundRoute';

type Page = LazyExoticComponent<ComponentType>;

// The members' shell is its own chunk: visitors never download it.
const MemberShell = lazy(() => import('../features/members/components/MemberShell'));
const PublicLayout = lazy(() => import('../components/PublicLayout').then((module) => ({ default: module.PublicLayout })));

function InShell({ children }: { children: ReactNode }) {
  return (
    <MuiFrame>
      <MemberShell>
        <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>
      </MemberShell>
    </MuiFrame>
  );
}

function ToLogin() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
}

/** Members only: a visitor is sent to the login page and comes back here after signing in. */
export function MemberRoute({ page: Page }: { page: Page }) {
  const { user } = useCurrentUser();
  if (!user) return <ToLogin />;
  return (
    <InShell>
      <Page />
    </InShell>
  );
}

/** Admins only: a visitor signs in first; a member sees the 404 page, as for any unknown route. */
export function AdminRoute({ page: Page }: { page: Page }) {
  const { user, isAdmin } = useCurrentUser();
  if (!user) return <ToLogin />;
  if (!isAdmin) return <NotFoundRoute />;
  return (
    <InShell>
      <Page />
    </InShell>
  );
}

/** Open to everyone: in the members' shell when signed in, in the public frame otherwise. */
export function OpenRoute({ page: Page }: { page: Page }) {
  const { user } = useCurrentUser();
  if (user) {
    return (
      <InShell>
        <Page />
      </InShell>
    );
  }
  return (
    <MuiFrame>
      <PublicLayout>
        <Suspense fallback={<FullScreenSpinner />}>
          <Page />
        </Suspense>
      </PublicLayout>
    </MuiFrame>
  );
}

/** "/": the landing page for visitors, the members' dashboard, the admin dashboard for admins. */
export function HomeRoute({ landing: Landing, dashboard, adminDashboard }: { landing: ComponentType; dashboard: Page; adminDashboard: Page }) {
  const { user, isAdmin } = useCurrentUser();
  if (user) return <MemberRoute page={isAdmin ? adminDashboard : dashboard} />;
  return <Landing />;
}
