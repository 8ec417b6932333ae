import EventOutlined from '@mui/icons-material/EventOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

import { useStats } from '../api/stats';
import { StatTile } from './StatTile';

/**
 * The four figures of docs/product.md (Screens): members, posts, courses and events, from stats/global
 * (GET /api/stats). The home and the analytics page both show these, so their numbers agree.
 */
export function StatTiles() {
  const { data, isError } = useStats();
  if (isError)
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        Statistiche non disponibili al momento.
      </Alert>
    );
  const tiles = [
    { label: 'Membri totali', value: data?.totalUsers, icon: <GroupsOutlined fontSize="large" /> },
    { label: 'Post pubblicati', value: data?.totalPosts, icon: <ForumOutlined fontSize="large" /> },
    { label: 'Corsi disponibili', value: data?.totalCourses, icon: <SchoolOutlined fontSize="large" /> },
    { label: 'Eventi programmati', value: data?.totalEvents, icon: <EventOutlined fontSize="large" /> },
  ];
  return (
    <Box
      component="section"
      aria-label="Statistiche"
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {tiles.map((tile) => (
        <StatTile key={tile.label} {...tile} />
      ))}
    </Box>
  );
}
