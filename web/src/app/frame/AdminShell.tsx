import Box from '@mui/material/Box';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';

import { AdminStatCards } from '../../analytics/admin/AdminStatCards';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { AdminSectionNav } from './AdminSectionNav';

/**
 * The admin dashboard of docs/product.md (Screens): four figures, the sections' links and the
 * current section. It only composes: each section is a route of its own (`/admin/ordini`), a lazy
 * chunk kept with its domain's feature (app/adminRoutes.tsx). On the admin's `/` and `/dashboard`
 * the first section is given as `children`, and for the doctor her day ("Oggi") as `today`, first.
 */
export default function AdminShell({ children, today }: { children?: ReactNode; today?: ReactNode }) {
  return (
    <Box>
      <PageTitle subtitle="Contenuti, corsi, ordini, eventi, servizi e richieste di consulenza">Dashboard Amministratore</PageTitle>
      {today}
      <AdminStatCards />
      <AdminSectionNav />
      {/* A section's chunk loads below the navigation, which stays in place. */}
      <Suspense fallback={<LoadingState />}>{children ?? <Outlet />}</Suspense>
    </Box>
  );
}
