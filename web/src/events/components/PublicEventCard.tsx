import type { EventView } from '@app/schemas/events/events';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { EventHeading } from './EventHeading';

export const LOGIN_FOR_CALENDAR = { pathname: '/login', state: { redirect: '/calendar' } } as const;

/** An event on the public calendar: no meeting link, a way to sign in instead. */
export function PublicEventCard({ event }: { event: EventView }) {
  const titleId = `evento-${event.id}`;
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }} data-testid="public-event">
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <EventHeading event={event} titleId={titleId} />
        <Typography
          variant="body2"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          data-testid="event-description"
        >
          {event.description}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={LOGIN_FOR_CALENDAR.pathname}
          state={LOGIN_FOR_CALENDAR.state}
          variant="outlined"
          size="small"
          aria-describedby={titleId}
        >
          Accedi per iscriverti
        </Button>
      </CardActions>
    </Card>
  );
}
