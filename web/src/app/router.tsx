import { lazy } from 'react';
import type { RouteObject } from 'react-router';

import { useCurrentUser } from '../shared/api/session';
import { registerPageStart } from '../shared/lib/pageStart';
import { AdminHome, adminRoutes } from './adminRoutes';
import { AppShellSkeleton } from './AppShellSkeleton';
import { AdminLayout, HomeLayout, MembersLayout, OpenLayout, PlainLayout, SessionLayout } from './layouts';
import { NotFoundPage } from './NotFoundRoute';
import { preload, startPage } from './preload';
import { RouteError } from './RouteError';

// The landing page is in the entry chunk (it is what most visitors see first, see HomeLayout) and
// uses no MUI; every other page is a lazy chunk, loaded only when its route renders it.
const loadLoginPage = () => import('../accounts/routes/LoginPage');
const LoginPage = lazy(loadLoginPage);
const loadDashboardPage = () => import('./home/DashboardPage');
const DashboardPage = lazy(loadDashboardPage);
const loadMyServicesPage = () => import('../services/routes/MyServicesPage');
const MyServicesPage = lazy(loadMyServicesPage);
const loadPaymentReturnPage = () => import('../services/routes/PaymentReturnPage');
const PaymentReturnPage = lazy(loadPaymentReturnPage);
const loadCommunityPage = () => import('../community/routes/CommunityPage');
const CommunityPage = lazy(loadCommunityPage);
const loadClassroomPage = () => import('../classroom/routes/ClassroomPage');
const ClassroomPage = lazy(loadClassroomPage);
const loadServicesPage = () => import('../services/routes/ServicesPage');
const ServicesPage = lazy(loadServicesPage);
const loadCalendarPage = () => import('../events/routes/CalendarPage');
const CalendarPage = lazy(loadCalendarPage);
const loadInvoicesPage = () => import('../invoices/routes/InvoicesPage');
const InvoicesPage = lazy(loadInvoicesPage);
const loadSignupPage = () => import('../accounts/routes/SignupPage');
const SignupPage = lazy(loadSignupPage);
const loadForgotPasswordPage = () => import('../accounts/routes/ForgotPasswordPage');
const ForgotPasswordPage = lazy(loadForgotPasswordPage);
const loadActionPage = () => import('../accounts/routes/ActionPage');
const ActionPage = lazy(loadActionPage);
const loadFodmapPage = () => import('../fodmap/routes/FodmapPage');
const FodmapPage = lazy(loadFodmapPage);
const loadProfilePage = () => import('../accounts/routes/ProfilePage');
const ProfilePage = lazy(loadProfilePage);
const loadMessagesPage = () => import('../messages/routes/MessagesPage');
const MessagesPage = lazy(loadMessagesPage);
const loadDiaryPage = () => import('../diary/routes/DiaryPage');
const DiaryPage = lazy(loadDiaryPage);
const loadPlanPage = () => import('../carePlan/routes/PlanPage');
const PlanPage = lazy(loadPlanPage);
const loadIntakePage = () => import('../carePlan/routes/IntakePage');
const IntakePage = lazy(loadIntakePage);

/** "/" once signed in: the practice's home for admins and the doctor, the members' home for everyone else. */
function HomePage() {
  const { isAdmin, isDoctor } = useCurrentUser();
  return isAdmin || isDoctor ? <AdminHome /> : <DashboardPage />;
}

// Every branch has the error element: a chunk that fails to load or a page that throws shows a
// message with a reload button, never a blank screen.
const errorElement = <RouteError />;

/** The route table: layout routes (session guards and frames, see layouts.tsx) around the pages. */
export const routes: RouteObject[] = [
  {
    element: <SessionLayout />,
    errorElement,
    // Shown while the loaders below start their chunks (they wait for nothing).
    hydrateFallbackElement: <AppShellSkeleton />,
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
          { path: '/community', element: <CommunityPage />, loader: preload(loadCommunityPage, 'community') },
          { path: '/services', element: <ServicesPage />, loader: preload(loadServicesPage, 'services') },
          { path: '/calendar', element: <CalendarPage />, loader: preload(loadCalendarPage, 'calendar') },
        ],
      },
      {
        element: <MembersLayout />,
        errorElement,
        children: [
          { path: '/classroom', element: <ClassroomPage />, loader: preload(loadClassroomPage, 'classroom') },
          { path: '/invoices', element: <InvoicesPage />, loader: preload(loadInvoicesPage, 'myOrders') },
          { path: '/my-services', element: <MyServicesPage />, loader: preload(loadMyServicesPage, 'myOrders') },
          { path: '/my-services/pagamento', element: <PaymentReturnPage />, loader: preload(loadPaymentReturnPage, 'myOrders') },
          { path: '/profilo', element: <ProfilePage />, loader: preload(loadProfilePage) },
          { path: '/diario', element: <DiaryPage />, loader: preload(loadDiaryPage, 'diary') },
          { path: '/piano', element: <PlanPage />, loader: preload(loadPlanPage) },
          { path: '/intake', element: <IntakePage />, loader: preload(loadIntakePage) },
          { path: '/fodmap', element: <FodmapPage />, loader: preload(loadFodmapPage, 'fodmap') },
          { path: '/messaggi', element: <MessagesPage />, loader: preload(loadMessagesPage) },
        ],
      },
      {
        element: <AdminLayout />,
        errorElement,
        children: adminRoutes(errorElement),
      },
    ],
  },
];

// The sign-in page starts the page it leads to before navigating there (shared/lib/pageStart.ts).
registerPageStart((path, options) => startPage(routes, path, options));
