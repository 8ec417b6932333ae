import type { WeeklyHours } from '@app/schemas/appointments/appointments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { QuarterTimeField } from '../../shared/components/QuarterTimeField';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useAvailability, useLocations, useSetAvailability } from '../api/appointments';

const WEEKDAYS = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'];
const FAILURE = 'Impossibile salvare gli orari';

/** The hours of one place, edited as rows and saved together (the server checks the opening hours). */
function PlaceHours({ locationId, name, saved }: { locationId: string; name: string; saved: WeeklyHours[] }) {
  const [rows, setRows] = useState<WeeklyHours[]>(saved);
  const save = useSetAvailability();
  const toast = useToast();
  const update = (index: number, change: Partial<WeeklyHours>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const submit = () =>
    save.mutate(
      { locationId, weekly: rows },
      {
        onSuccess: () => toast({ title: 'Orari salvati', description: name }),
        onError: (error) => toast(failureToast(error, FAILURE, FAILURE)),
      },
    );
  return (
    <Box component="section" aria-label={`Orari: ${name}`} sx={{ display: 'grid', gap: 1 }}>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nessun orario: in questo luogo non si prenota.
        </Typography>
      )}
      {rows.map((row, index) => (
        <Stack key={index} direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-testid="weekly-row">
          <TextField
            select
            size="small"
            label="Giorno"
            value={row.weekday}
            onChange={(event) => update(index, { weekday: Number(event.target.value) })}
            sx={{ minWidth: 130 }}
          >
            {WEEKDAYS.map((label, at) => (
              <MenuItem key={label} value={at + 1}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <QuarterTimeField size="small" label="Dalle" value={row.start} onChange={(start) => update(index, { start })} />
          <QuarterTimeField size="small" label="Alle" value={row.end} onChange={(end) => update(index, { end })} />
          <Button size="small" color="error" onClick={() => setRows(rows.filter((_, at) => at !== index))}>
            Rimuovi
          </Button>
        </Stack>
      ))}
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button size="small" onClick={() => setRows([...rows, { weekday: 1, start: '09:00', end: '13:00' }])}>
          Aggiungi fascia
        </Button>
        <Button size="small" variant="contained" disabled={save.isPending} onClick={submit}>
          {save.isPending ? 'Salvataggio...' : 'Salva orari'}
        </Button>
      </Stack>
    </Box>
  );
}

/** The doctor's weekly hours, one place at a time (Rome's clock, within the practice's opening hours). */
export function WeeklyHoursPanel() {
  const { data: locations = [] } = useLocations();
  const availability = useAvailability();
  const [locationId, setLocationId] = useState('');
  const chosen = locationId || locations[0]?.id || '';
  const place = locations.find((location) => location.id === chosen);
  const saved = availability.data?.availability.find((item) => item.locationId === chosen)?.weekly ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        Orari settimanali
      </Typography>
      <TextField
        select
        size="small"
        label="Luogo"
        value={chosen}
        onChange={(event) => setLocationId(event.target.value)}
        sx={{ maxWidth: 320 }}
      >
        {locations.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.name}
          </MenuItem>
        ))}
      </TextField>
      {place && availability.data && <PlaceHours key={chosen} locationId={chosen} name={place.name} saved={saved} />}
    </Box>
  );
}
