import type { AdminEventView } from '@app/schemas/events/events';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

import { ConfirmDeleteDialog } from '../../shared/components/ConfirmDeleteDialog';
import { type Column, DataTable } from '../../shared/components/DataTable';
import { ListStates } from '../../shared/components/ListStates';
import { RowActions } from '../../shared/components/RowActions';
import { AdminSection } from '../../shared/components/SectionHeader';
import { StateChip } from '../../shared/components/StateChip';
import { useResultToasts } from '../../shared/components/useResultToasts';
import { formatDate } from '../../shared/lib/format';
import { useAdminEvents, useDeleteEvent } from '../api/events';

// The date and time pickers (and dayjs) load with the dialog, not with the admin area.
const EventDialog = lazy(() => import('./EventDialog'));

const columns = (actions: Column<AdminEventView>['cell']): Column<AdminEventView>[] => [
  { header: 'Titolo', cell: (event) => event.title },
  {
    header: 'Visibilità',
    cell: (event) => <StateChip on={event.isPublic} labels={['Pubblico', 'Privato']} color="primary" />,
  },
  // The date as read in Rome: its noon keeps the day whatever the browser's time zone.
  { header: 'Data', cell: (event) => formatDate(`${event.startDate}T12:00:00`) },
  { header: 'Ora', cell: (event) => event.startTime },
  { header: 'Durata', cell: (event) => (event.duration === null ? '—' : `${event.duration} min`), align: 'right' },
  { header: 'Max partecipanti', cell: (event) => event.maxParticipants ?? '—', align: 'right' },
  { header: 'Iscritti', cell: (event) => event.attendeeCount, align: 'right' },
  { header: 'Azioni', cell: actions },
];

/** The registrations that go with an event: 'le 3 iscrizioni', "l'unica iscrizione". */
const registrationsOf = (count: number) => (count === 1 ? "l'unica iscrizione" : `le ${count} iscrizioni`);

/** Eventi: every event, past ones too, the 'Nuovo Evento' dialog, and edit and delete of each. */
export default function EventsSection() {
  const events = useAdminEvents();
  const deleteEvent = useDeleteEvent();
  const resultToasts = useResultToasts();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminEventView | null>(null);
  const [toDelete, setToDelete] = useState<AdminEventView | null>(null);
  const actions = (event: AdminEventView) => (
    <RowActions what={`l'evento ${event.title}`} onEdit={() => setEditing(event)} onDelete={() => setToDelete(event)} />
  );
  const confirmDelete = (event: AdminEventView) =>
    deleteEvent.mutate(
      event.id,
      resultToasts('Evento eliminato!', "Impossibile eliminare l'evento.", () => setToDelete(null)),
    );
  return (
    <AdminSection
      label="Eventi"
      title="Eventi"
      action={
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          Nuovo Evento
        </Button>
      }
    >
      <ListStates
        query={events}
        isEmpty={events.data?.length === 0}
        errorTitle="Impossibile caricare gli eventi"
        emptyTitle="Nessun evento in calendario"
      >
        <DataTable label="Eventi" columns={columns(actions)} rows={events.data ?? []} />
      </ListStates>
      {(creating || editing) && (
        <Suspense fallback={null}>
          <EventDialog
            event={editing ?? undefined}
            onClose={() => {
              setCreating(false);
              setEditing(null);
            }}
          />
        </Suspense>
      )}
      {toDelete && (
        <ConfirmDeleteDialog
          title="Eliminare l'evento?"
          message={`«${toDelete.title}» sarà eliminato. ${
            toDelete.attendeeCount > 0 ? `Elimina anche ${registrationsOf(toDelete.attendeeCount)}. ` : ''
          }L'operazione non si può annullare.`}
          pending={deleteEvent.isPending}
          onConfirm={() => confirmDelete(toDelete)}
          onClose={() => setToDelete(null)}
        />
      )}
    </AdminSection>
  );
}
