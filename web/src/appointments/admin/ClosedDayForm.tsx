import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';

import { failureToast, useToast } from '../../shared/lib/toast';
import { useAddClosedDay, useAvailability, useDeleteClosedDay, useLocations } from '../api/appointments';

const WHOLE_PRACTICE = 'tutto';
const FAILURE = 'Impossibile aggiungere il giorno di chiusura';
const DELETE_FAILURE = 'Impossibile eliminare il giorno di chiusura';
const dayLabel = new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** Closed days and holidays: the ones ahead, and a form to add one for a place or the whole practice. */
export function ClosedDayForm() {
  const { data: locations = [] } = useLocations();
  const { data } = useAvailability();
  const [date, setDate] = useState('');
  const [place, setPlace] = useState(WHOLE_PRACTICE);
  const [reason, setReason] = useState('');
  const add = useAddClosedDay();
  const remove = useDeleteClosedDay();
  const toast = useToast();
  const nameOf = (locationId: string | null) =>
    locationId === null ? 'Tutto lo studio' : (locations.find((location) => location.id === locationId)?.name ?? locationId);
  const deleteDay = (id: string, label: string) =>
    remove.mutate(id, {
      onSuccess: ({ message }) => toast({ title: message, description: label }),
      onError: (error) => toast(failureToast(error, DELETE_FAILURE, DELETE_FAILURE)),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { date, locationId: place === WHOLE_PRACTICE ? null : place, reason },
      {
        onSuccess: () => {
          toast({ title: 'Giorno di chiusura aggiunto', description: reason });
          setDate('');
          setReason('');
        },
        onError: (error) => toast(failureToast(error, FAILURE, FAILURE)),
      },
    );
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Giorni di chiusura" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        Giorni di chiusura
      </Typography>
      {data && data.exceptions.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {data.exceptions.map((exception) => {
            const day = dayLabel.format(new Date(`${exception.date}T00:00:00Z`));
            return (
              <li key={exception.id}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
                    {day} · {nameOf(exception.locationId)} · {exception.reason}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={`Elimina la chiusura di ${day}`}
                    disabled={remove.isPending}
                    onClick={() => deleteDay(exception.id, day)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </Box>
              </li>
            );
          })}
        </Box>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="date"
          label="Giorno"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField select size="small" label="Dove" value={place} onChange={(event) => setPlace(event.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value={WHOLE_PRACTICE}>Tutto lo studio</MenuItem>
          {locations.map((location) => (
            <MenuItem key={location.id} value={location.id}>
              {location.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Motivo" required value={reason} onChange={(event) => setReason(event.target.value)} />
        <Button type="submit" size="small" variant="contained" disabled={add.isPending}>
          Aggiungi chiusura
        </Button>
      </Stack>
    </Box>
  );
}
