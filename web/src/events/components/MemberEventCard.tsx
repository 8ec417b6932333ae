import type { EventView } from '@app/schemas/events/events';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

import { EventHeading } from './EventHeading';
import { EventRegistration } from './EventRegistration';

/** An event on the members' calendar: the link to join it when there is one, registration, .ics. */
export function MemberEventCard({ event }: { event: EventView }) {
  const titleId = `evento-${event.id}`;
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }} data-testid="member-event">
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <EventHeading event={event} titleId={titleId} />
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {event.description}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {event.meetingUrl && (
          <Button
            href={event.meetingUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            size="small"
            endIcon={<OpenInNew aria-hidden />}
          >
            Partecipa all'evento
          </Button>
        )}
        {!event.meetingUrl && event.hasMeetingUrl && (
          <Typography variant="body2" color="text.secondary">
            Link disponibile dopo l&apos;iscrizione
          </Typography>
        )}
        <EventRegistration event={event} titleId={titleId} />
      </CardActions>
    </Card>
  );
}
