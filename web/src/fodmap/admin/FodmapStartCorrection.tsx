import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

import { InlineEditActions } from '../../shared/components/InlineEditActions';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCorrectFodmapStart } from '../api/fodmap';

const FAILURE = 'Data non corretta';

/**
 * 'Correggi l'inizio': the elimination's first day typed wrong, or the patient began later. Shown
 * while no challenge has begun (docs/fodmap.md, Corrections); a refusal keeps the date typed.
 */
export function FodmapStartCorrection({ uid, eliminationStart }: { uid: string; eliminationStart: string }) {
  const [day, setDay] = useState<string | null>(null);
  const correct = useCorrectFodmapStart(uid);
  const toast = useToast();
  if (day === null) {
    return (
      <Button size="small" onClick={() => setDay(eliminationStart)} sx={{ justifySelf: 'start' }}>
        Correggi l’inizio dell’eliminazione
      </Button>
    );
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    correct.mutate(day, {
      onSuccess: () => {
        toast({ title: 'Inizio dell’eliminazione corretto' });
        setDay(null);
      },
      onError: (error) => toast(failureToast(error, FAILURE, FAILURE)),
    });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={save}
      aria-label="Correggi l’inizio dell’eliminazione"
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        type="date"
        size="small"
        label="Inizio eliminazione"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <InlineEditActions pending={correct.isPending} onCancel={() => setDay(null)} />
    </Box>
  );
}
