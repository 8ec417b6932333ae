import Typography from '@mui/material/Typography';

import { trendLabel } from '../lib/compactNumber';

/** The change against the previous period, coloured by direction, or a dash without one. */
export function TrendText({ trend, suffix = 'rispetto al periodo precedente' }: { trend: number | null; suffix?: string }) {
  const label = trendLabel(trend);
  const color = trend === null || trend === 0 ? 'text.secondary' : trend > 0 ? 'success.dark' : 'error.dark';
  return (
    <Typography component="span" variant="body2" sx={{ color, display: 'block' }}>
      {label ? [label, suffix].filter(Boolean).join(' ') : 'Nessun confronto disponibile'}
    </Typography>
  );
}
