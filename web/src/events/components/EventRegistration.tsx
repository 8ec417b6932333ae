import type { EventView } from '@app/schemas/events/events';
import EventAvailable from '@mui/icons-material/EventAvailable';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';

import { failureToast, useToast } from '../../shared/lib/toast';
import { eventCalendarFileUrl, useEventAttendance } from '../api/events';

/** Registering for the event or cancelling, and the .ics file for the member's own calendar. */
export function EventRegistration({ event, titleId }: { event: EventView; titleId: string }) {
  const toast = useToast();
  const attendance = useEventAttendance();
  const isFull = event.maxAttendees !== null && event.attendeeCount >= event.maxAttendees;

  const change = (attend: boolean) =>
    attendance.mutate(
      { eventId: event.id, attend },
      {
        onSuccess: () =>
          toast(
            attend
              ? { title: 'Iscrizione confermata!', description: "Ti aspettiamo all'evento." }
              : { title: 'Iscrizione annullata', description: 'Il tuo posto è di nuovo disponibile.' },
          ),
        onError: (error) => toast(failureToast(error, 'Impossibile aggiornare la tua iscrizione')),
      },
    );

  return (
    <>
      {event.isAttending ? (
        <>
          <Chip icon={<EventAvailable aria-hidden />} color="success" label="Sei iscritto" size="small" />
          <Button size="small" onClick={() => change(false)} disabled={attendance.isPending} aria-describedby={titleId}>
            Annulla iscrizione
          </Button>
        </>
      ) : (
        <Button
          variant="outlined"
          size="small"
          onClick={() => change(true)}
          disabled={attendance.isPending || isFull}
          aria-describedby={titleId}
        >
          {isFull ? 'Posti esauriti' : 'Iscriviti'}
        </Button>
      )}
      <Button
        size="small"
        href={eventCalendarFileUrl(event.id)}
        download
        startIcon={<FileDownloadOutlined aria-hidden />}
        aria-describedby={titleId}
      >
        Aggiungi al calendario
      </Button>
    </>
  );
}
