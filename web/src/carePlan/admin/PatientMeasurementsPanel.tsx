import { type MeasurementBody, measurementBody, type MeasurementView } from '@app/schemas/carePlan/carePlan';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';

import type { DiaryPoint } from '../../diary/lib/diaryPoints';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { useResultToasts } from '../../shared/components/useResultToasts';
import { useCheckedSubmit } from '../../shared/lib/useCheckedSubmit';
import { useAddMeasurement, usePatientMeasurements } from '../api/carePlan';
import { dayText, todayInRome } from '../lib/mealPlanText';

const MeasurementsChart = lazy(() => import('../components/MeasurementsChart'));

const NUMBER_FIELDS: { name: Exclude<keyof MeasurementBody, 'date' | 'notes'>; label: string; required?: boolean }[] = [
  { name: 'weightKg', label: 'Peso (kg)', required: true },
  { name: 'heightCm', label: 'Altezza (cm)', required: true },
  { name: 'waistCm', label: 'Vita (cm)', required: true },
  { name: 'hipCm', label: 'Fianchi (cm)' },
  { name: 'fatMassPercent', label: 'Massa grassa (%)' },
  { name: 'fatFreeMassKg', label: 'Massa magra (kg)' },
  { name: 'phaseAngle', label: 'Angolo di fase (°)' },
];
const decimal = (value: number | undefined) => (value === undefined ? '—' : String(value).replace('.', ','));

function MeasurementForm({ uid, lastHeight }: { uid: string; lastHeight?: number }) {
  const [values, setValues] = useState<Record<string, string>>({ date: todayInRome(), heightCm: lastHeight ? String(lastHeight) : '' });
  const add = useAddMeasurement(uid);
  const results = useResultToasts();
  const { error, onSubmit } = useCheckedSubmit(
    measurementBody,
    () => {
      const numbers = Object.fromEntries(
        NUMBER_FIELDS.filter(({ name }) => values[name]?.trim()).map(({ name }) => [name, Number(values[name]!.replace(',', '.'))]),
      );
      return { date: values.date, ...numbers, ...(values.notes?.trim() && { notes: values.notes }) };
    },
    (body) =>
      add.mutate(
        body,
        results(
          (saved: MeasurementView) => ({
            title: 'Misurazioni salvate',
            description: `BMI ${decimal(saved.bmi)}, vita/altezza ${decimal(saved.waistToHeight)}`,
          }),
          'Misurazioni non salvate',
          (saved) => setValues({ date: todayInRome(), heightCm: String(saved.heightCm) }),
        ),
      ),
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
    >
      <TextField
        id="measurement-date"
        type="date"
        label="Data"
        size="small"
        value={values.date ?? ''}
        onChange={(event) => setValues({ ...values, date: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {NUMBER_FIELDS.map(({ name, label, required }) => (
        <TextField
          key={name}
          id={`measurement-${name}`}
          label={label}
          size="small"
          required={required}
          inputMode="decimal"
          value={values[name] ?? ''}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      ))}
      {error && (
        <Typography role="alert" color="error" sx={{ gridColumn: '1 / -1' }}>
          {error}
        </Typography>
      )}
      <Button type="submit" variant="outlined" disabled={add.isPending} sx={{ justifySelf: 'start' }}>
        Aggiungi misurazioni
      </Button>
    </Box>
  );
}

/** Measurements of the visits: the chart (with the diary's own weight and waist, told apart), the table, the form. */
export function PatientMeasurementsPanel({ uid, diary }: { uid: string; diary: DiaryPoint[] }) {
  const measurements = usePatientMeasurements(uid);
  const items = measurements.data ?? [];
  return (
    <Box component="section" aria-labelledby="measurements-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="measurements-title" component="h2" variant="h6">
        Misurazioni
      </Typography>
      {measurements.isLoading && <LoadingState />}
      {measurements.isError && <LoadError title="Impossibile caricare le misurazioni" />}
      {(items.length > 0 || diary.length > 0) && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Suspense fallback={<LoadingState />}>
            <MeasurementsChart measurements={items} diary={diary} />
          </Suspense>
        </Paper>
      )}
      {items.length > 0 && (
        // It scrolls sideways on a phone: focusable, so that the keyboard scrolls it too.
        <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
          <Table size="small" aria-label="Misurazioni delle visite">
            <TableHead>
              <TableRow>
                {['Data', 'Peso', 'Vita', 'BMI', 'Vita/altezza', 'Massa grassa', 'Angolo di fase'].map((label) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {[...items].reverse().map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{dayText(item.date)}</TableCell>
                  <TableCell>{decimal(item.weightKg)} kg</TableCell>
                  <TableCell>{decimal(item.waistCm)} cm</TableCell>
                  <TableCell>{decimal(item.bmi)}</TableCell>
                  <TableCell>{decimal(item.waistToHeight)}</TableCell>
                  <TableCell>{item.fatMassPercent === undefined ? '—' : `${decimal(item.fatMassPercent)}%`}</TableCell>
                  <TableCell>{decimal(item.phaseAngle)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <MeasurementForm uid={uid} lastHeight={items.at(-1)?.heightCm} />
    </Box>
  );
}
