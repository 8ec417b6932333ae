import type { DiaryRange } from '@app/schemas/diary/diary';
import { diaryRangeQuery } from '@app/schemas/diary/diary';
import { displayName } from '@app/schemas/shared/people';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { PatientCharts } from '../../diary/admin/PatientCharts';
import { PatientCommentDialog } from '../../diary/admin/PatientCommentDialog';
import { type CommentTarget, PatientEntries } from '../../diary/admin/PatientEntries';
import { patientSummaryPdfUrl, usePatientDiary } from '../../diary/api/diary';
import { diaryPointsOf } from '../../diary/lib/diaryPoints';
import { FodmapCard } from '../../fodmap/admin/FodmapCard';
import { adminSectionPath, conversationPath } from '../../shared/adminSections';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { MealPlansPanel } from './MealPlansPanel';
import { PatientMeasurementsPanel } from './PatientMeasurementsPanel';
import { PatientRecordPanel } from './PatientRecordPanel';

/** The range chooser: two days; 'Aggiorna' applies them when they make a valid range. */

/** One end of the range: a day picker whose label stays above the field. */
function DayField({ onChange, ...props }: Omit<TextFieldProps, 'onChange'> & { onChange: (day: string) => void }) {
  return (
    <TextField
      type="date"
      size="small"
      slotProps={{ inputLabel: { shrink: true } }}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  );
}

function RangeForm({ range, onApply }: { range: DiaryRange; onApply: (range: DiaryRange) => void }) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const checked = diaryRangeQuery.safeParse({ from, to });
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.success) onApply(checked.data);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <DayField label="Dal" value={from} onChange={setFrom} />
      <DayField
        label="Al"
        value={to}
        onChange={setTo}
        error={!checked.success}
        helperText={checked.success ? ' ' : checked.error.issues[0]?.message}
      />
      <Button type="submit" variant="outlined" disabled={!checked.success}>
        Aggiorna
      </Button>
    </Box>
  );
}

/** /admin/pazienti/:uid: a patient's diary before the visit (docs/product.md, Care diary). Lazy, with the charts. */
export default function PatientPage() {
  const { uid = '' } = useParams();
  const [range, setRange] = useState<DiaryRange | undefined>(undefined);
  const diary = usePatientDiary(uid, range);
  const [target, setTarget] = useState<CommentTarget | null>(null);
  const data = diary.data;
  const name = data ? displayName(data.patient) : 'Paziente';
  return (
    <Box>
      <Link component={RouterLink} to={adminSectionPath('pazienti')} sx={{ display: 'inline-block', mb: 1 }}>
        ← Pazienti
      </Link>
      <PageTitle subtitle="Il diario di cura nel periodo scelto (di norma gli ultimi 30 giorni)">{`Diario di ${name}`}</PageTitle>
      {diary.isLoading && <LoadingState />}
      {diary.isError && <LoadError title="Impossibile caricare il diario del paziente" />}
      {data && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
            <RangeForm key={`${data.from}-${data.to}`} range={{ from: data.from, to: data.to }} onApply={setRange} />
            <Box sx={{ display: 'flex', gap: 1, alignSelf: 'flex-start' }}>
              <Button component={RouterLink} to={conversationPath(uid)} variant="outlined">
                Messaggi
              </Button>
              <Button variant="contained" href={patientSummaryPdfUrl(uid, { from: data.from, to: data.to })}>
                Riepilogo PDF
              </Button>
            </Box>
          </Box>
          <PatientCharts data={data} />
          <FodmapCard uid={uid} />
          <Box component="section" aria-labelledby="patient-entries-title">
            <Typography id="patient-entries-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              Annotazioni
            </Typography>
            <PatientEntries data={data} onComment={setTarget} />
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>
        <PatientRecordPanel uid={uid} />
        <PatientMeasurementsPanel uid={uid} diary={diaryPointsOf(data?.entries ?? [])} />
        <MealPlansPanel uid={uid} />
      </Box>
      {target && <PatientCommentDialog uid={uid} target={target} onClose={() => setTarget(null)} />}
    </Box>
  );
}
