import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { Navigate, type RouteObject, useSearchParams } from 'react-router';

import { ADMIN_SECTIONS, type AdminSectionKey, adminSectionOfTab, adminSectionPath, FIRST_ADMIN_SECTION } from '../shared/adminSections';
import { useCurrentUser } from '../shared/api/session';
import { preload } from './preload';
import { RouteError } from './RouteError';

const loadAdminShell = () => import('./frame/AdminShell');
const AdminShell = lazy(loadAdminShell);
const loadPatientPage = () => import('../carePlan/admin/PatientPage');
const PatientPage = lazy(loadPatientPage);
const loadConversationPage = () => import('../messages/admin/ConversationPage');
const ConversationPage = lazy(loadConversationPage);
const loadFiscalPage = () => import('../invoices/routes/FiscalPage');
const FiscalPage = lazy(loadFiscalPage);
const loadAnalyticsPage = () => import('../analytics/routes/AnalyticsPage');
const AnalyticsPage = lazy(loadAnalyticsPage);
const TodayPanel = lazy(() => import('../appointments/admin/TodayPanel'));
const DoctorHome = lazy(() => import('./home/DoctorHome'));

// Each admin section is kept with its domain's feature (the orders next to the invoices, the
// patients next to the diary) and is a chunk of its own: the admin shell around it only composes,
// through these routes, so no feature imports another (ESLint rule local/feature-boundaries).
const SECTIONS: Record<AdminSectionKey, LazyExoticComponent<ComponentType>> = {
  contenuti: lazy(() => import('../community/admin/PostsSection')),
  corsi: lazy(() => import('../classroom/admin/CoursesSection')),
  ordini: lazy(() => import('../services/admin/OrdersSection')),
  eventi: lazy(() => import('../events/admin/EventsSection')),
  servizi: lazy(() => import('../services/admin/ServicesSection')),
  richieste: lazy(() => import('../content/admin/ContactRequestsSection')),
  membri: lazy(() => import('../accounts/admin/MembersSection')),
  registro: lazy(() => import('../audit/admin/AuditSection')),
  pazienti: lazy(() => import('../carePlan/admin/PatientsSection')),
  messaggi: lazy(() => import('../messages/admin/ConversationsSection')),
  agenda: lazy(() => import('../appointments/admin/AgendaSection')),
};
const FirstSection = SECTIONS[FIRST_ADMIN_SECTION];

/** A section that fails to load or to render shows the error in its place, under the shell. */
const sectionError = <RouteError section />;

/**
 * `/admin`: the first section's address, or, for an old link (`/admin?tab=ordini`, from before the
 * sections were routes), the section it named. It replaces the entry, so Back skips it.
 */
function AdminIndex() {
  const [searchParams] = useSearchParams();
  return <Navigate to={adminSectionPath(adminSectionOfTab(searchParams.get('tab')))} replace />;
}

/**
 * The `/` and `/dashboard` of the practice: for the doctor, "Oggi" (today's visits and the requests)
 * first; for an admin, inside the admin dashboard, above its figures and its first section.
 */
export function AdminHome() {
  const { isAdmin, isDoctor } = useCurrentUser();
  if (!isAdmin) return <DoctorHome />;
  return (
    <AdminShell
      today={
        isDoctor && (
          <Suspense fallback={null}>
            <TodayPanel />
          </Suspense>
        )
      }
    >
      <FirstSection />
    </AdminShell>
  );
}

/**
 * The admin area's routes, for the admin layout route of the route table (router.tsx). Every page
 * and section they load lazily is the practice's, not a patient's: the service worker does not
 * precache them (web/vite/staffChunks.ts), they are cached when first used.
 */
export const adminRoutes = (errorElement: React.ReactNode): RouteObject[] => [
  { path: '/analytics', element: <AnalyticsPage />, errorElement, loader: preload(loadAnalyticsPage) },
  { path: '/dashboard', element: <AdminHome />, errorElement, loader: preload(loadAdminShell) },
  {
    path: '/admin',
    element: <AdminShell />,
    errorElement,
    loader: preload(loadAdminShell),
    children: [
      { index: true, element: <AdminIndex /> },
      ...ADMIN_SECTIONS.map(({ key }): RouteObject => {
        const Section = SECTIONS[key];
        return { path: key, element: <Section />, errorElement: sectionError };
      }),
    ],
  },
  { path: '/admin/pazienti/:uid', element: <PatientPage />, errorElement, loader: preload(loadPatientPage) },
  { path: '/admin/messaggi/:uid', element: <ConversationPage />, errorElement, loader: preload(loadConversationPage) },
  { path: '/admin/fiscale', element: <FiscalPage />, errorElement, loader: preload(loadFiscalPage) },
];
