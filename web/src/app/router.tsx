import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { useCurrentUser } from '../lib/api/session';
import { AdminHome, adminRoutes } from './adminRoutes';
import { AdminLayout, HomeLayout, MembersLayout, OpenLayout, PlainLayout, SessionLayout } from './layouts';
import { NotFoundPage } from './NotFoundRoute';
import { RouteError } from './RouteError';

// The landing page is in the entry chunk (it is what most visitors see first, see HomeLayout) and
// uses no MUI; every other page is a lazy chunk, loaded only when its route renders it.
const LoginPage = lazy(() => import('../features/auth/routes/LoginPage'));
const DashboardPage = lazy(() => import('../features/members/routes/DashboardPage'));
const MyServicesPage = lazy(() => import('../features/members/routes/MyServicesPage'));
const CommunityPage = lazy(() => import('../features/community/routes/CommunityPage'));
const ClassroomPage = lazy(() => import('../features/classroom/routes/ClassroomPage'));
const ServicesPage = lazy(() => import('../features/services/routes/ServicesPage'));
const CalendarPage = lazy(() => import('../features/calendar/routes/CalendarPage'));
const InvoicesPage = lazy(() => import('../features/invoices/routes/InvoicesPage'));
const AnalyticsPage = lazy(() => import('../features/analytics/routes/AnalyticsPage'));
const SignupPage = lazy(() => import('../features/account/routes/SignupPage'));
const ForgotPasswordPage = lazy(() => import('../features/account/routes/ForgotPasswordPage'));
const ActionPage = lazy(() => import('../features/account/routes/ActionPage'));
const ProfilePage = lazy(() => import('../features/account/routes/ProfilePage'));
const DiaryPage = lazy(() => import('../features/diary/routes/DiaryPage'));

/** "/" once signed in: the admin dashboard for admins, the members' home for everyone else. */
function HomePage() {
  const { isAdmin } = useCurrentUser();
  return isAdmin ? <AdminHome /> : <DashboardPage />;
}

// Every branch has the error element: a chunk that fails to load or a page that throws shows a
// message with a reload button, never a blank screen.
const errorElement = <RouteError />;

/** The route table: layout routes (session guards and frames, see layouts.tsx) around the pages. */
export const routes: RouteObject[] = [
  {
    element: <SessionLayout />,
    errorElement,
    children: [
      { path: '/', element: <HomeLayout />, errorElement, children: [{ index: true, element: <HomePage /> }] },
      {
        element: <PlainLayout />,
        errorElement,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/registrati', element: <SignupPage /> },
          { path: '/password-dimenticata', element: <ForgotPasswordPage /> },
          { path: '/account/azione', element: <ActionPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <OpenLayout />,
        errorElement,
        children: [
          { path: '/community', element: <CommunityPage /> },
          { path: '/services', element: <ServicesPage /> },
          { path: '/calendar', element: <CalendarPage /> },
        ],
      },
      {
        element: <MembersLayout />,
        errorElement,
        children: [
          { path: '/classroom', element: <ClassroomPage /> },
          { path: '/invoices', element: <InvoicesPage /> },
          { path: '/my-services', element: <MyServicesPage /> },
          { path: '/profilo', element: <ProfilePage /> },
          { path: '/diario', element: <DiaryPage /> },
        ],
      },
      {
        element: <AdminLayout />,
        errorElement,
        children: [{ path: '/analytics', element: <AnalyticsPage /> }, ...adminRoutes(errorElement)],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
