import { DIAGNOSES, DIAGNOSIS_LABELS, type IntakeBody, intakeBody, type IntakeView } from '@app/schemas/carePlan/carePlan';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { formatDateTime } from '../../shared/lib/format';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCheckedSubmit } from '../../shared/lib/useCheckedSubmit';
import { useIntake, useSaveIntake } from '../api/carePlan';

type Draft = Record<keyof IntakeBody, string>;
const TEXT_FIELDS: {
  name: Exclude<keyof IntakeBody, 'diagnosis' | 'reason' | 'physicianName' | 'diagnosisDate'>;
  label: string;
  hint: string;
}[] = [
  { name: 'medications', label: 'Farmaci e integratori', hint: 'Nome e dose, se li ricordi' },
  { name: 'allergies', label: 'Allergie e intolleranze', hint: 'Anche quelle sospette' },
  { name: 'habits', label: 'Abitudini alimentari', hint: 'Orari dei pasti, dove mangi, cosa eviti' },
  { name: 'activity', label: 'Attività fisica', hint: 'Che cosa e quante volte a settimana' },
  { name: 'goals', label: 'Obiettivi', hint: 'Che cosa vorresti ottenere' },
];

const draftOf = (intake: IntakeView | null | undefined): Draft => ({
  reason: intake?.reason ?? '',
  diagnosis: intake?.diagnosis ?? 'nessuna',
  physicianName: intake?.physicianName ?? '',
  diagnosisDate: intake?.diagnosisDate ?? '',
  medications: intake?.medications ?? '',
  allergies: intake?.allergies ?? '',
  habits: intake?.habits ?? '',
  activity: intake?.activity ?? '',
  goals: intake?.goals ?? '',
});

/** The draft as the body: empty optional fields left out. */
const bodyOf = (draft: Draft) =>
  Object.fromEntries(Object.entries(draft).filter(([key, value]) => value.trim() !== '' || key === 'reason'));

function IntakeForm({ intake }: { intake: IntakeView | null }) {
  const [draft, setDraft] = useState(() => draftOf(intake));
  const save = useSaveIntake();
  const toast = useToast();
  const set = (name: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [name]: event.target.value });
  const byPhysician = draft.diagnosis !== 'nessuna';
  const { error, onSubmit } = useCheckedSubmit(
    intakeBody,
    () => bodyOf(byPhysician ? draft : { ...draft, physicianName: '', diagnosisDate: '' }),
    (body) =>
      save.mutate(body, {
        onSuccess: () => toast({ title: 'Questionario salvato', description: 'La tua nutrizionista lo leggerà prima della visita.' }),
        onError: (failure) => toast(failureToast(failure, 'Questionario non salvato')),
      }),
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        id="intake-reason"
        label="Motivo della visita"
        value={draft.reason}
        onChange={set('reason')}
        required
        multiline
        minRows={2}
      />
      <FormControl>
        <FormLabel id="intake-diagnosis-label">Diagnosi fatta da un medico</FormLabel>
        <RadioGroup aria-labelledby="intake-diagnosis-label" value={draft.diagnosis} onChange={set('diagnosis')}>
          {DIAGNOSES.map((diagnosis) => (
            <FormControlLabel key={diagnosis} value={diagnosis} control={<Radio />} label={DIAGNOSIS_LABELS[diagnosis]} />
          ))}
        </RadioGroup>
      </FormControl>
      {byPhysician && (
        <>
          <Typography variant="body2" color="text.secondary">
            La biologa nutrizionista imposta una dieta per una patologia sulla diagnosi di un medico: indica chi l’ha fatta e quando.
          </Typography>
          <TextField id="intake-physician" label="Nome del medico" value={draft.physicianName} onChange={set('physicianName')} />
          <TextField
            id="intake-date"
            type="date"
            label="Data della diagnosi"
            value={draft.diagnosisDate}
            onChange={set('diagnosisDate')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
      {TEXT_FIELDS.map(({ name, label, hint }) => (
        <TextField
          key={name}
          id={`intake-${name}`}
          label={label}
          helperText={hint}
          value={draft[name]}
          onChange={set(name)}
          multiline
          minRows={2}
        />
      ))}
      {error && (
        <Typography role="alert" color="error">
          {error}
        </Typography>
      )}
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ justifySelf: 'start' }}>
        Salva il questionario
      </Button>
    </Box>
  );
}

/** /intake: the form the patient fills before the first visit (docs/care-plan.md). */
export default function IntakePage() {
  const intake = useIntake();
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle subtitle="Prima della prima visita: lo leggono soltanto la tua nutrizionista e tu">Questionario pre-visita</PageTitle>
      {intake.isLoading && <LoadingState />}
      {intake.isError && <LoadError title="Impossibile caricare il questionario" query={intake} />}
      {intake.data !== undefined && (
        <>
          {intake.data && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Ultimo aggiornamento: {formatDateTime(intake.data.updatedAt)}
            </Typography>
          )}
          <IntakeForm intake={intake.data} />
        </>
      )}
    </Box>
  );
}
