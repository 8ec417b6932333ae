import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';

import { failureToast, useToast } from '../../shared/lib/toast';
import { useAddClosedDay, useAvailability, useDeleteClosedDay } from '../api/appointments';
import { bodyOfClosedDay, ClosedDayFields, emptyClosedDay } from './ClosedDayFields';
import { ClosedDayItem, dayOf } from './ClosedDayItem';

const FAILURE = 'Impossibile aggiungere il giorno di chiusura';
const UNDO_FAILURE = 'Impossibile annullare il giorno di chiusura';

/** Closed days and holidays: the ones ahead, each editable in place, and a form to add one for a place or the whole practice. */
export function ClosedDayForm() {
  const { data } = useAvailability();
  const [draft, setDraft] = useState(emptyClosedDay);
  const add = useAddClosedDay();
  const remove = useDeleteClosedDay();
  const toast = useToast();
  // A closed day just added is undone from its toast: it is deleted.
  const undo = (id: string, day: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Chiusura annullata', description: day }),
      onError: (error) => toast(failureToast(error, UNDO_FAILURE, UNDO_FAILURE)),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(bodyOfClosedDay(draft), {
      onSuccess: (added) => {
        const day = dayOf(added.date);
        toast({
          title: 'Giorno di chiusura aggiunto',
          description: `${day} · ${added.reason}`,
          action: { label: 'Annulla', onClick: () => undo(added.id, day) },
        });
        setDraft(emptyClosedDay);
      },
      onError: (error) => toast(failureToast(error, FAILURE, FAILURE)),
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        Giorni di chiusura
      </Typography>
      {data && data.exceptions.length > 0 && (
        <Box component="ul" aria-label="Chiusure in programma" sx={{ m: 0, pl: 2.5 }}>
          {data.exceptions.map((exception) => (
            <ClosedDayItem key={exception.id} exception={exception} />
          ))}
        </Box>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Giorni di chiusura"
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap' }}
      >
        <ClosedDayFields value={draft} onChange={setDraft} />
        <Button type="submit" size="small" variant="contained" disabled={add.isPending}>
          Aggiungi chiusura
        </Button>
      </Stack>
    </Box>
  );
}
