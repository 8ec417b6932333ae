import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { failureToast, useToast } from '../../shared/lib/toast';
import { useReportChallengeDay } from '../api/fodmap';

const SCALE = Array.from({ length: 11 }, (_, value) => value);
const scaleLabel = (value: number) =>
  value === 0 ? '0 – nessuno' : value < 5 ? `${value} – lieve` : value < 8 ? `${value} – moderato` : `${value} – forte`;

/** The form of a challenge's day: the worst symptoms of that day (0-10) and optional notes. */
export function DayReport({ group, day }: { group: string; day: number }) {
  const [symptoms, setSymptoms] = useState(0);
  const [notes, setNotes] = useState('');
  const report = useReportChallengeDay();
  const toast = useToast();
  return (
    <Box
      component="form"
      aria-label={`Segna il giorno ${day}`}
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate(
          { group, body: { day, symptoms, ...(notes.trim() && { notes }) } },
          {
            onSuccess: () => toast({ title: `Giorno ${day} segnato` }),
            onError: (error) => toast(failureToast(error, 'Giorno non segnato')),
          },
        );
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 420 }}
    >
      <TextField
        select
        label="Sintomo peggiore della giornata"
        value={symptoms}
        onChange={(event) => setSymptoms(Number(event.target.value))}
      >
        {SCALE.map((value) => (
          <MenuItem key={value} value={value}>
            {scaleLabel(value)}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Note (facoltative)" value={notes} onChange={(event) => setNotes(event.target.value)} multiline minRows={2} />
      <Button type="submit" variant="contained" disabled={report.isPending}>
        Salva il giorno {day}
      </Button>
    </Box>
  );
}
