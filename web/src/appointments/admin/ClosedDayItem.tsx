import type { AvailabilityException } from '@app/schemas/appointments/appointments';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';

import { InlineEditActions } from '../../shared/components/InlineEditActions';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useDeleteClosedDay, useUpdateClosedDay } from '../api/appointments';
import { bodyOfClosedDay, type ClosedDayDraft, ClosedDayFields, draftOfClosedDay, usePlaceName } from './ClosedDayFields';

const UPDATE_FAILURE = 'Impossibile modificare il giorno di chiusura';
const DELETE_FAILURE = 'Impossibile eliminare il giorno di chiusura';
export const closedDayLabel = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
export const dayOf = (date: string) => closedDayLabel.format(new Date(`${date}T00:00:00Z`));

/** One closed day of the list: read, corrected in place (day, place, reason) or deleted. */
export function ClosedDayItem({ exception }: { exception: AvailabilityException }) {
  const [editing, setEditing] = useState<ClosedDayDraft | null>(null);
  const update = useUpdateClosedDay();
  const remove = useDeleteClosedDay();
  const toast = useToast();
  const placeName = usePlaceName();
  const day = dayOf(exception.date);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    // On a refusal the fields keep what the doctor typed, with the server's reason in the toast.
    update.mutate(
      { id: exception.id, ...bodyOfClosedDay(editing) },
      {
        onSuccess: (saved) => {
          toast({ title: 'Giorno di chiusura modificato', description: `${dayOf(saved.date)} · ${saved.reason}` });
          setEditing(null);
        },
        onError: (error) => toast(failureToast(error, UPDATE_FAILURE, UPDATE_FAILURE)),
      },
    );
  };
  const deleteDay = () =>
    remove.mutate(exception.id, {
      onSuccess: ({ message }) => toast({ title: message, description: day }),
      onError: (error) => toast(failureToast(error, DELETE_FAILURE, DELETE_FAILURE)),
    });

  if (editing) {
    return (
      <li>
        <Stack
          component="form"
          noValidate
          onSubmit={save}
          aria-label={`Modifica la chiusura di ${day}`}
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}
        >
          <ClosedDayFields value={editing} onChange={setEditing} />
          <InlineEditActions pending={update.isPending} onCancel={() => setEditing(null)} />
        </Stack>
      </li>
    );
  }
  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {day} · {placeName(exception.locationId)} · {exception.reason}
        </Typography>
        <IconButton size="small" aria-label={`Modifica la chiusura di ${day}`} onClick={() => setEditing(draftOfClosedDay(exception))}>
          <EditOutlined fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Elimina la chiusura di ${day}`} disabled={remove.isPending} onClick={deleteDay}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Box>
    </li>
  );
}
