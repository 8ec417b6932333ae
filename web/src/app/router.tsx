import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import NotFoundPage from '../components/NotFoundPage';
import LandingPage from '../features/landing/routes/LandingPage';
import { useCurrentUser } from '../lib/session';
import { AdminRoute, HomeRoute, MemberRoute, OpenRoute } from './guards';

// The landing page is in the entry chunk (it is what most visitors see first); every other area
// is a lazy chunk.
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
      { path: '/', element: <HomeRoute landing={LandingPage} dashboard={DashboardPage} /> },
      {
        path: '/login',
        element: (
          <Suspense fallback={<FullScreenSpinner />}>
            <LoginPage />
          </Suspense>
        ),
      },
      { path: '/community', element: <OpenRoute page={CommunityPage} /> },
      { path: '/services', element: <OpenRoute page={ServicesPage} /> },
      { path: '/calendar', element: <OpenRoute page={CalendarPage} /> },
      { path: '/classroom', element: <MemberRoute page={ClassroomPage} /> },
      { path: '/invoices', element: <MemberRoute page={InvoicesPage} /> },
      { path: '/my-services', element: <MemberRoute page={MyServicesPage} /> },
      { path: '/dashboard', element: <AdminRoute page={DashboardPage} /> },
      { path: '/analytics', element: <AdminRoute page={AnalyticsPage} /> },
      { path: '/admin', element: <AdminRoute page={AdminPage} /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
