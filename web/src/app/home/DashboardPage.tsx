import Box from '@mui/material/Box';

import { StatTiles } from '../../analytics/components/StatTiles';
import { NextAppointment } from '../../appointments/components/NextAppointment';
import { CarePlanLinks } from '../../carePlan/components/CarePlanLinks';
import { RecentPosts } from '../../community/components/RecentPosts';
import { UpcomingEvents } from '../../events/components/UpcomingEvents';
import { useCurrentUser } from '../../shared/api/session';
import { WelcomeBanner } from './WelcomeBanner';

/** The member home of docs/product.md (Screens) (admins get the admin dashboard at / and /dashboard). */
export default function DashboardPage() {
  const { user } = useCurrentUser();
  return (
    <Box>
      <WelcomeBanner firstName={user?.firstName ?? ''} />
      <NextAppointment />
      <StatTiles />
      <CarePlanLinks />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <RecentPosts />
        <UpcomingEvents />
      </Box>
    </Box>
  );
}
