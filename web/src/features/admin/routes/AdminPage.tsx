import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';

import { PageTitle } from '../../../components/PageTitle';
import { useCurrentUser } from '../../../lib/api/session';
import { AdminStatCards } from '../components/AdminStatCards';
import { type AdminTabKey, adminTabOf, tabsFor } from '../components/adminTabs';
import { AuditTab } from '../components/AuditTab';
import { ContactRequestsTab } from '../components/ContactRequestsTab';
import { CoursesTab } from '../components/CoursesTab';
import { EventsTab } from '../components/EventsTab';
import { MembersTab } from '../components/MembersTab';
import { OrdersTab } from '../components/OrdersTab';
import { PatientsTab } from '../components/PatientsTab';
import { PostsTab } from '../components/PostsTab';
import { ServicesTab } from '../components/ServicesTab';

const PANELS: Record<AdminTabKey, () => ReactElement> = {
  contenuti: PostsTab,
  corsi: CoursesTab,
  ordini: OrdersTab,
  eventi: EventsTab,
  servizi: ServicesTab,
  richieste: ContactRequestsTab,
  membri: MembersTab,
  registro: AuditTab,
  pazienti: PatientsTab,
};

/**
 * The admin dashboard of docs/product.md (Screens) (also the admin's / and /dashboard): four figures and the
 * tabs. The tab lives in the address (`/admin?tab=ordini`), so it can be linked and the back
 * button returns to the previous one.
 */
export default function AdminPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { isAdmin, isDoctor } = useCurrentUser();
  const tabs = tabsFor({ isAdmin, isDoctor });
  const current = adminTabOf(searchParams.get('tab'), tabs);
  const Panel = PANELS[current];
  return (
    <Box>
      <PageTitle subtitle="Contenuti, corsi, ordini, eventi, servizi e richieste di consulenza">Dashboard Amministratore</PageTitle>
      {isAdmin && <AdminStatCards />}
      <Tabs
        value={current}
        onChange={(_, tab: AdminTabKey) => setSearchParams({ tab })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Sezioni dell'amministrazione"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} id={`admin-tab-${tab.key}`} aria-controls={`admin-panel-${tab.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`admin-panel-${current}`} aria-labelledby={`admin-tab-${current}`}>
        <Panel />
      </Box>
    </Box>
  );
}
