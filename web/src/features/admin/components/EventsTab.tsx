import type { AdminEventView } from '@app/schemas/admin';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { lazy, Suspense, useState } from 'react';

import { useAdminEvents } from '../../../lib/api/admin';
import { formatDate } from '../../../lib/format';
import { type Column, DataTable } from './DataTable';
import { InertActions } from './InertActions';
import { ListStates } from './ListStates';
import { TabHeader } from './TabHeader';

// The date and time pickers (and dayjs) load with the dialog, not with the admin area.
const EventDialog = lazy(() => import('./EventDialog'));

const columns: Column<AdminEventView>[] = [
  { header: 'Titolo', cell: (event) => event.title },
  {
    header: 'Visibilità',
    cell: (event) => (
      <Chip
        size="small"
        label={event.isPublic ? 'Pubblico' : 'Privato'}
        color={event.isPublic ? 'primary' : 'default'}
        variant={event.isPublic ? 'filled' : 'outlined'}
      />
    ),
  },
  // The date as read in Rome: its noon keeps the day whatever the browser's time zone.
  { header: 'Data', cell: (event) => formatDate(`${event.startDate}T12:00:00`) },
  { header: 'Ora', cell: (event) => event.startTime },
  { header: 'Durata', cell: (event) => (event.duration === null ? '—' : `${event.duration} min`), align: 'right' },
  { header: 'Max partecipanti', cell: (event) => event.maxParticipants ?? '—', align: 'right' },
  { header: 'Iscritti', cell: (event) => event.attendeeCount, align: 'right' },
  { header: 'Azioni', cell: (event) => <InertActions what={`l'evento ${event.title}`} /> },
];

/** Eventi: every event, past ones too, and the 'Nuovo Evento' dialog. */
export function EventsTab() {
  const events = useAdminEvents();
  const [creating, setCreating] = useState(false);
  return (
    <section aria-label="Eventi">
      <TabHeader
        title="Eventi"
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            Nuovo Evento
          </Button>
        }
      />
      <ListStates
        isLoading={events.isLoading}
        isError={events.isError}
        isEmpty={events.data?.length === 0}
        errorTitle="Impossibile caricare gli eventi"
        emptyTitle="Nessun evento in calendario"
      >
        <DataTable label="Eventi" columns={columns} rows={events.data ?? []} />
      </ListStates>
      {creating && (
        <Suspense fallback={null}>
          <EventDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </section>
  );
}
