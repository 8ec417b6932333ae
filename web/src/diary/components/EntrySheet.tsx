import {
  BRISTOL_TYPES,
  DIARY_KIND_LABELS,
  type DiaryEntryBody,
  diaryEntryBody,
  type DiaryEntryView,
  type DiaryKind,
  SYMPTOM_CHIPS,
} from '@app/schemas/diary/diary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { apiErrorMessage } from '../../shared/api/client';
import { useToast } from '../../shared/lib/toast';
import { useSaveDiaryEntry } from '../api/diary';
import { ScaleField } from './ScaleField';

/** A new entry written without a connection waits on the phone (the offline outbox). */
const QUEUED_TOAST = {
  title: 'Sei offline',
  description: "L'annotazione resta sul telefono, in attesa di invio: partirà appena torna la connessione.",
};

/** 'YYYY-MM-DDTHH:mm' in the phone's own clock, as a datetime-local input wants it. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

type SymptomChip = (typeof SYMPTOM_CHIPS)[number];

interface Fields {
  description: string;
  pain: number;
  bloating: number;
  symptoms: SymptomChip[];
  bristolType: number;
  stress: number;
  sleep: number;
  weightKg: string;
  waistCm: string;
  notes: string;
}

/** The defaults a new entry opens with: saving at once is a valid entry for symptoms and stools. */
const DEFAULTS: Fields = {
  description: '',
  pain: 0,
  bloating: 0,
  symptoms: [],
  bristolType: 4,
  stress: 5,
  sleep: 5,
  weightKg: '',
  waistCm: '',
  notes: '',
};

function fieldsOf(entry?: DiaryEntryView): Fields {
  if (!entry) return DEFAULTS;
  return {
    ...DEFAULTS,
    ...(entry as Partial<Fields>),
    weightKg: entry.kind === 'measurements' && entry.weightKg !== null ? String(entry.weightKg) : '',
    waistCm: entry.kind === 'measurements' && entry.waistCm !== null ? String(entry.waistCm) : '',
    notes: entry.notes ?? '',
  };
}

const decimal = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

function bodyOf(kind: DiaryKind, occurredAt: string, fields: Fields): DiaryEntryBody {
  const base = { occurredAt: new Date(occurredAt).toISOString(), ...(fields.notes.trim() ? { notes: fields.notes } : {}) };
  switch (kind) {
    case 'meal':
      return { kind, ...base, description: fields.description };
    case 'symptoms':
      return { kind, ...base, pain: fields.pain, bloating: fields.bloating, symptoms: fields.symptoms };
    case 'stool':
      return { kind, ...base, bristolType: fields.bristolType };
    case 'wellbeing':
      return { kind, ...base, stress: fields.stress, sleep: fields.sleep };
    case 'cycle':
      return { kind, ...base };
    case 'measurements':
      return { kind, ...base, weightKg: decimal(fields.weightKg), waistCm: decimal(fields.waistCm) };
  }
}

/**
 * A bottom sheet with one entry's form: opened by a quick button with defaults (a symptom or a stool
 * is saved with one more tap), or by 'Modifica' with the entry's values.
 */
export function EntrySheet({ kind, entry, onClose }: { kind: DiaryKind | null; entry?: DiaryEntryView; onClose: () => void }) {
  const open = kind !== null;
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '92vh' } } }}
    >
      {kind && <EntryForm key={entry?.id ?? kind} kind={kind} entry={entry} onClose={onClose} />}
    </Drawer>
  );
}

function EntryForm({ kind, entry, onClose }: { kind: DiaryKind; entry?: DiaryEntryView; onClose: () => void }) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(entry));
  const [occurredAt, setOccurredAt] = useState(() => localInputValue(entry ? new Date(entry.occurredAt) : new Date()));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveDiaryEntry();
  const toast = useToast();
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const title = `${entry ? 'Modifica' : 'Nuova annotazione'}: ${DIARY_KIND_LABELS[kind].toLowerCase()}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = bodyOf(kind, occurredAt, fields);
    const checked = diaryEntryBody.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Dati non validi');
      return;
    }
    save.mutate(
      { id: entry?.id, body },
      {
        onSuccess: ({ queued }) => {
          toast(queued ? QUEUED_TOAST : { title: entry ? 'Annotazione modificata' : 'Annotazione salvata' });
          onClose();
        },
        onError: (failure) => setError(apiErrorMessage(failure, 'Annotazione non salvata')),
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby="entry-sheet-title"
      sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 640, width: '100%', mx: 'auto' }}
    >
      <Typography id="entry-sheet-title" component="h2" variant="h6">
        {title}
      </Typography>
      {kind === 'meal' && (
        <TextField
          label="Che cosa hai mangiato"
          value={fields.description}
          onChange={(event) => set('description', event.target.value)}
          multiline
          minRows={2}
          autoFocus
        />
      )}
      {kind === 'symptoms' && (
        <>
          <ScaleField label="Dolore addominale" value={fields.pain} onChange={(value) => set('pain', value)} />
          <ScaleField label="Gonfiore" value={fields.bloating} onChange={(value) => set('bloating', value)} />
          <Box role="group" aria-label="Altri sintomi" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {SYMPTOM_CHIPS.map((chip) => {
              const selected = fields.symptoms.includes(chip);
              return (
                <Chip
                  key={chip}
                  label={chip}
                  color={selected ? 'primary' : 'default'}
                  variant={selected ? 'filled' : 'outlined'}
                  aria-pressed={selected}
                  onClick={() => set('symptoms', selected ? fields.symptoms.filter((item) => item !== chip) : [...fields.symptoms, chip])}
                />
              );
            })}
          </Box>
        </>
      )}
      {kind === 'stool' && (
        <ToggleButtonGroup
          orientation="vertical"
          exclusive
          value={fields.bristolType}
          onChange={(_, value: number | null) => value && set('bristolType', value)}
          aria-label="Tipo secondo la scala di Bristol"
        >
          {BRISTOL_TYPES.map((type) => (
            <ToggleButton
              key={type.type}
              value={type.type}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', gap: 1.5 }}
            >
              <strong>{type.type}</strong> {type.description}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {kind === 'wellbeing' && (
        <>
          <ScaleField label="Stress" value={fields.stress} onChange={(value) => set('stress', value)} />
          <ScaleField label="Qualità del sonno" value={fields.sleep} onChange={(value) => set('sleep', value)} />
        </>
      )}
      {kind === 'cycle' && <Typography variant="body2">Segna il primo giorno del ciclo: la data qui sotto.</Typography>}
      {kind === 'measurements' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <TextField
            label="Peso (kg)"
            inputMode="decimal"
            value={fields.weightKg}
            onChange={(event) => set('weightKg', event.target.value)}
          />
          <TextField
            label="Vita (cm)"
            inputMode="decimal"
            value={fields.waistCm}
            onChange={(event) => set('waistCm', event.target.value)}
          />
        </Box>
      )}
      <TextField
        label="Data e ora"
        type="datetime-local"
        value={occurredAt}
        onChange={(event) => setOccurredAt(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Note (facoltative)"
        value={fields.notes}
        onChange={(event) => set('notes', event.target.value)}
        multiline
        minRows={1}
      />
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button onClick={onClose} sx={{ flex: 1 }} size="large">
          Annulla
        </Button>
        <Button type="submit" variant="contained" size="large" sx={{ flex: 2 }} disabled={save.isPending}>
          Salva
        </Button>
      </Box>
    </Box>
  );
}
