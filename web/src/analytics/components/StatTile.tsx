import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of the home page: an icon, the number and what it counts. */
export function StatTile({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <Paper sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2, height: '100%' }}>
      <Typography component="span" sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
        {icon}
      </Typography>
      <div>
        <Typography component="p" variant="h4" sx={{ lineHeight: 1.1 }}>
          {value === undefined ? <Skeleton width={40} /> : value.toLocaleString('it-IT')}
        </Typography>
        <Typography component="p" variant="body2" color="text.secondary">
          {label}
        </Typography>
      </div>
    </Paper>
  );
}
