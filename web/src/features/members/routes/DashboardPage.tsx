import Box from '@mui/material/Box';

import { useCurrentUser } from '#api/session';

import { CarePlanLinks } from '../components/CarePlanLinks';
import { NextAppointment } from '../components/NextAppointment';
import { RecentPosts } from '../components/RecentPosts';
import { StatTiles } from '../components/StatTiles';
import { UpcomingEvents } from '../components/UpcomingEvents';
import { WelcomeBanner } from '../components/WelcomeBanner';

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
