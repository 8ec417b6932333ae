import type { AnalyticsView } from '@app/schemas/analytics/analytics';
import { displayName } from '@app/schemas/shared/people';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { compactNumber } from '../lib/compactNumber';

/** The three members with the most points (likes received, lessons completed). */
export function TopContributors({ contributors }: { contributors: AnalyticsView['topContributors'] }) {
  if (contributors.length === 0) return <Typography color="text.secondary">Nessun membro ancora.</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {contributors.map((user, index) => (
        <Box component="li" key={user.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36 }} aria-hidden>
            {index + 1}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{displayName(user)}</Typography>
            <Typography variant="body2" color="text.secondary">{`Livello ${user.level}`}</Typography>
          </Box>
          <Typography sx={{ fontWeight: 700 }}>{`${compactNumber(user.points)} punti`}</Typography>
        </Box>
      ))}
    </Box>
  );
}
