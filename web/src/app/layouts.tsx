import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import LandingPage from '../content/routes/LandingPage';
import { sessionKeys, useCurrentUser } from '../shared/api/session';
import { SESSION_ENDED_PARAM } from '../shared/api/sessionEnded';
import { useSessionEnded } from '../shared/api/useSessionEnded';
import { FullScreenSpinner } from '../shared/components/FullScreenSpinner';
import { isPrerenderedPath } from '../shared/lib/prerenderedPages';
import { AppShellSkeleton } from './AppShellSkeleton';
import { MuiFrame } from './MuiFrame';
import { NotFoundRoute } from './NotFoundRoute';
import { hasSessionHint } from './sessionHint';

// The layout routes of the route table (router.tsx): each decides, from the session, what frame
// its child pages get, or where the visitor goes instead. They are in the entry chunk without MUI;
// the frames (MUI, the members' shell) are lazy chunks, so visitors of "/" never download them.
/** The members' frame's chunk: also fetched ahead by the sign-in page (preload.ts, startPage). */
export const loadMemberShell = () => import('./frame/MemberShell');
const MemberShell = lazy(loadMemberShell);
const PublicLayout = lazy(() => import('../shared/components/PublicLayout').then((module) => ({ default: module.PublicLayout })));

/** The page of the matched child route, with a spinner while its chunk loads. */
function Page() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
    </Suspense>
  );
}

function MembersFrame() {
  return (
    <MuiFrame fallback={<AppShellSkeleton />}>
      <MemberShell>
        <Page />
      </MemberShell>
    </MuiFrame>
  );
}

function ToLogin({ ended = false }: { ended?: boolean }) {
  const { pathname, search } = useLocation();
  const note = ended ? `&${SESSION_ENDED_PARAM}=1` : '';
  return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}${note}`} replace />;
}

/**
 * The root: waits for the session before any route decides what to show, with the members'
 * skeleton that the page's HTML already painted. On "/" a visitor (no session hint, see
 * sessionHint.ts) gets the landing page at once: it is the prerendered HTML React takes over; so
 * does everyone on the sign-in and sign-up pages (shared/lib/prerenderedPages.ts), whose form stays
 * on screen while the session answers.
 * When a call learns that the session has ended, every page but the landing page and the login
 * page itself gives way to the login page, with the note and the way back.
 */
export function SessionLayout() {
  const { isLoading } = useCurrentUser();
  const ended = useSessionEnded();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const pageFirst = (pathname === '/' && !hasSessionHint()) || isPrerenderedPath(pathname);
  const toLogin = ended && pathname !== '/' && pathname !== '/login';
  useEffect(() => {
    // The signed-in user is gone: every screen reads the session query.
    if (ended) queryClient.setQueryData(sessionKeys.currentUser, null);
  }, [ended, queryClient]);
  if (isLoading && !pageFirst) return <AppShellSkeleton />;
  return toLogin ? <ToLogin ended /> : <Outlet />;
}

/** "/": the landing page for visitors; for members and admins the members' shell (the dashboard). */
export function HomeLayout() {
  const { user } = useCurrentUser();
  return user ? <MembersFrame /> : <LandingPage />;
}

/** Pages with MUI but no frame of their own (login, 404). */
export function PlainLayout() {
  return (
    <MuiFrame>
      <Page />
    </MuiFrame>
  );
}

/** Open to everyone: in the members' shell when signed in, in the public frame otherwise. */
export function OpenLayout() {
  const { user } = useCurrentUser();
  if (user) return <MembersFrame />;
  return (
    <MuiFrame>
      <PublicLayout>
        <Page />
      </PublicLayout>
    </MuiFrame>
  );
}

/** Members only: a visitor is sent to the login page and comes back here after signing in. */
export function MembersLayout() {
  const { user } = useCurrentUser();
  return user ? <MembersFrame /> : <ToLogin />;
}

/** Admins and the doctor only: a visitor signs in first; a member sees the 404 page, as for any unknown route. */
export function AdminLayout() {
  const { user, isAdmin, isDoctor } = useCurrentUser();
  if (!user) return <ToLogin />;
  return isAdmin || isDoctor ? <MembersFrame /> : <NotFoundRoute />;
}
