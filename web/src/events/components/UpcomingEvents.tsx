import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { SectionCard } from '../../shared/components/SectionCard';
import { formatDateTime } from '../../shared/lib/format';
import { useEvents } from '../api/events';

const FIRST_EVENTS = 3;

/** The first 3 upcoming events, with the date in Italian (day, month, hour and minute). */
export function UpcomingEvents() {
  const { data, isError } = useEvents();
  return (
    <SectionCard
      title="Prossimi eventi"
      linkTo="/calendar"
      linkLabel="Vai al calendario"
      items={data?.slice(0, FIRST_EVENTS)}
      isError={isError}
      errorText="Impossibile caricare gli eventi."
      emptyText="Nessun evento programmato"
      keyOf={(event) => event.id}
      renderItem={(event) => (
        <Box component="article" data-testid="upcoming-event">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {event.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'primary.main', fontWeight: 600 }}>
            <time dateTime={event.startTime}>{formatDateTime(event.startTime)}</time>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {event.description}
          </Typography>
        </Box>
      )}
    />
  );
}
