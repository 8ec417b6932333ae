import EventOutlined from '@mui/icons-material/EventOutlined';
import Typography from '@mui/material/Typography';

import { formatLongDateTime } from '../../shared/lib/format';

/** The start of an event in the Italian long format, as a machine-readable <time>. */
export function EventDate({ startTime }: { startTime: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <EventOutlined fontSize="small" aria-hidden />
      <time dateTime={startTime}>{formatLongDateTime(startTime)}</time>
    </Typography>
  );
}
