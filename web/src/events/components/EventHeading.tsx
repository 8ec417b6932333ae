import type { EventView } from '@app/schemas/events/events';
import Typography from '@mui/material/Typography';

import { EventDate } from './EventDate';
import { EventSeats } from './EventSeats';

/** An event card's title (with the id its actions are labelled by), date and seats. */
export function EventHeading({ event, titleId }: { event: EventView; titleId: string }) {
  return (
    <>
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.15rem' }}>
        {event.title}
      </Typography>
      <EventDate startTime={event.startTime} />
      <EventSeats event={event} />
    </>
  );
}
