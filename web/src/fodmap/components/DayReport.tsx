import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { failureToast, useToast } from '../../shared/lib/toast';
import { useCorrectChallengeDay, useReportChallengeDay } from '../api/fodmap';

const SCALE = Array.from({ length: 11 }, (_, value) => value);
const scaleLabel = (value: number) =>
  value === 0 ? '0 – nessuno' : value < 5 ? `${value} – lieve` : value < 8 ? `${value} – moderato` : `${value} – forte`;

/** The words of the form: a first report, or the same day's correction of one. */
const WORDING = {
  report: { form: 'Segna il giorno', submit: 'Salva il giorno', done: 'segnato', failed: 'Giorno non segnato' },
  correct: { form: 'Correggi il giorno', submit: 'Salva la correzione del giorno', done: 'corretto', failed: 'Giorno non corretto' },
} as const;

/**
 * The form of a challenge's day: the worst symptoms of that day (0-10) and optional notes. With
 * `reported` it corrects the day reported today, starting from what was saved (`onDone` closes it).
 */
export function DayReport({
  group,
  day,
  reported,
  onDone,
}: {
  group: string;
  day: number;
  reported?: { symptoms: number; notes: string | null };
  onDone?: () => void;
}) {
  const [symptoms, setSymptoms] = useState(reported?.symptoms ?? 0);
  const [notes, setNotes] = useState(reported?.notes ?? '');
  const report = useReportChallengeDay();
  const correct = useCorrectChallengeDay();
  const write = reported ? correct : report;
  const words = WORDING[reported ? 'correct' : 'report'];
  const toast = useToast();
  return (
    <Box
      component="form"
      aria-label={`${words.form} ${day}`}
      onSubmit={(event) => {
        event.preventDefault();
        write.mutate(
          { group, body: { day, symptoms, ...(notes.trim() && { notes }) } },
          {
            onSuccess: () => {
              toast({ title: `Giorno ${day} ${words.done}` });
              onDone?.();
            },
            // The form keeps what was chosen, so nothing is lost on a failure.
            onError: (error) => toast(failureToast(error, words.failed)),
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
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={write.isPending}>
          {words.submit} {day}
        </Button>
        {onDone && (
          <Button onClick={onDone} disabled={write.isPending}>
            Annulla
          </Button>
        )}
      </Box>
    </Box>
  );
}
