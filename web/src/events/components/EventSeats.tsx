import type { EventView } from '@app/schemas/events/events';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Typography from '@mui/material/Typography';

/** Seats taken of the event, when it has a limit. */
export function EventSeats({ event }: { event: EventView }) {
  if (event.maxAttendees === null) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <GroupOutlined fontSize="small" aria-hidden />
      {`${event.attendeeCount}/${event.maxAttendees} partecipanti`}
    </Typography>
  );
}
