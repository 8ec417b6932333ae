import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import LandingPage from '../features/landing/routes/LandingPage';
import { useCurrentUser } from '../lib/session';
import { AdminRoute, HomeRoute, MemberRoute, OpenRoute } from './guards';
import { MuiFrame } from './MuiFrame';
import { NotFoundRoute } from './NotFoundRoute';

// The landing page is in the entry chunk (it is what most visitors see first) and uses no MUI;
// every other area is a lazy chunk inside MuiFrame (see guards).
const LoginPage = lazy(() => import('../features/auth/routes/LoginPage'));
const DashboardPage = lazy(() => import('../features/members/routes/DashboardPage'));
const MyServicesPage = lazy(() => import('../features/members/routes/MyServicesPage'));
const CommunityPage = lazy(() => import('../features/community/routes/CommunityPage'));
const ClassroomPage = lazy(() => import('../features/classroom/routes/ClassroomPage'));
const ServicesPage = lazy(() => import('../features/services/routes/ServicesPage'));
const CalendarPage = lazy(() => import('../features/calendar/routes/CalendarPage'));
const InvoicesPage = lazy(() => import('../features/invoices/routes/InvoicesPage'));
const AnalyticsPage = lazy(() => import('../features/analytics/routes/AnalyticsPage'));
const AdminPage = lazy(() => import('../features/admin/routes/AdminPage'));

/** Waits for the session before any route decides what to show. */
function SessionGate() {
  const { isLoading } = useCurrentUser();
  return isLoading ? <FullScreenSpinner /> : <Outlet />;
}

export const router = createBrowserRouter([
  {
    element: <SessionGate />,
    children: [
      { path: '/', element: <HomeRoute landing={LandingPage} dashboard={DashboardPage} adminDashboard={AdminPage} /> },
      {
        path: '/login',
        element: (
          <MuiFrame>
            <Suspense fallback={<FullScreenSpinner />}>
              <LoginPage />
            </Suspense>
          </MuiFrame>
        ),
      },
      { path: '/community', element: <OpenRoute page={CommunityPage} /> },
      { path: '/services', element: <OpenRoute page={ServicesPage} /> },
      { path: '/calendar', element: <OpenRoute page={CalendarPage} /> },
      { path: '/classroom', element: <MemberRoute page={ClassroomPage} /> },
      { path: '/invoices', element: <MemberRoute page={InvoicesPage} /> },
      { path: '/my-services', element: <MemberRoute page={MyServicesPage} /> },
      { path: '/dashboard', element: <AdminRoute page={AdminPage} /> },
      { path: '/analytics', element: <AdminRoute page={AnalyticsPage} /> },
      { path: '/admin', element: <AdminRoute page={AdminPage} /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
