import { type ClinicalRecordBody, type ClinicalRecordView, DIAGNOSIS_LABELS } from '@app/schemas/carePlan/carePlan';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { formatDateTime } from '../../shared/lib/format';
import { failureToast, useToast } from '../../shared/lib/toast';
import { usePatientRecord, useSavePatientRecord } from '../api/carePlan';
import { dayText } from '../lib/mealPlanText';
import { TwoColumnPanel } from './TwoColumnPanel';

const INTAKE_LINES: [keyof NonNullable<ClinicalRecordView['intake']>, string][] = [
  ['reason', 'Motivo della visita'],
  ['medications', 'Farmaci e integratori'],
  ['allergies', 'Allergie e intolleranze'],
  ['habits', 'Abitudini alimentari'],
  ['activity', 'Attività fisica'],
  ['goals', 'Obiettivi'],
];

function Intake({ intake }: { intake: ClinicalRecordView['intake'] }) {
  if (!intake) return <Typography color="text.secondary">Il paziente non ha ancora compilato il questionario pre-visita.</Typography>;
  const physician = [intake.physicianName, intake.diagnosisDate && `il ${dayText(intake.diagnosisDate)}`].filter(Boolean).join(', ');
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, '& dt': { fontWeight: 700, mt: 1 }, '& dd': { m: 0 } }}>
      <dt>Diagnosi</dt>
      <dd>
        {DIAGNOSIS_LABELS[intake.diagnosis]}
        {physician && ` (${physician})`}
      </dd>
      {INTAKE_LINES.filter(([name]) => intake[name]).map(([name, label]) => (
        <Box key={name} component="div">
          <dt>{label}</dt>
          <dd>{intake[name]}</dd>
        </Box>
      ))}
    </Box>
  );
}

const FIELDS: { name: keyof ClinicalRecordBody; label: string; rows: number }[] = [
  { name: 'diagnosis', label: 'Diagnosi', rows: 1 },
  { name: 'diagnosisSource', label: 'Fonte della diagnosi (medico, data)', rows: 1 },
  { name: 'goals', label: 'Obiettivi', rows: 2 },
  { name: 'notes', label: 'Note', rows: 4 },
];

function RecordForm({ uid, record }: { uid: string; record: ClinicalRecordView }) {
  const [draft, setDraft] = useState<ClinicalRecordBody>({
    diagnosis: record.diagnosis,
    diagnosisSource: record.diagnosisSource,
    goals: record.goals,
    notes: record.notes,
  });
  const save = useSavePatientRecord(uid);
  const toast = useToast();
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft, {
          onSuccess: () => toast({ title: 'Cartella salvata' }),
          onError: (error) => toast(failureToast(error, 'Cartella non salvata')),
        });
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {FIELDS.map(({ name, label, rows }) => (
        <TextField
          key={name}
          id={`record-${name}`}
          label={label}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          multiline={rows > 1}
          minRows={rows}
          size="small"
        />
      ))}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          Salva la cartella
        </Button>
        {record.updatedAt && (
          <Typography variant="body2" color="text.secondary">
            Aggiornata il {formatDateTime(record.updatedAt)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The clinical record and the intake of the patient's page; every read is in the audit log. */
export function PatientRecordPanel({ uid }: { uid: string }) {
  const record = usePatientRecord(uid);
  return (
    <TwoColumnPanel id="record-title" title="Cartella clinica">
      {record.isLoading && <LoadingState />}
      {record.isError && <LoadError title="Impossibile caricare la cartella clinica" />}
      {record.data && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <RecordForm key={record.data.updatedAt ?? 'nuova'} uid={uid} record={record.data} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              Questionario pre-visita
            </Typography>
            <Intake intake={record.data.intake} />
          </Paper>
        </>
      )}
    </TwoColumnPanel>
  );
}
