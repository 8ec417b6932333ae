import type { PatientDiaryView } from '@app/schemas/carePlan/patients';
import type { DiaryRange } from '@app/schemas/diary/diary';
import { diaryRangeQuery } from '@app/schemas/diary/diary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { PatientCommentDialog } from '../../diary/admin/PatientCommentDialog';
import { type CommentTarget, PatientEntries } from '../../diary/admin/PatientEntries';
import { patientSummaryPdfUrl } from '../../diary/api/diary';
import { DiaryTrendCharts } from '../../diary/components/DiaryTrendCharts';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';

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

/** The range chooser: two days; 'Aggiorna' applies them when they make a valid range. */
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
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
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

interface Props {
  uid: string;
  diary: { data?: PatientDiaryView; isLoading: boolean; isError: boolean };
  onRange: (range: DiaryRange) => void;
}

/** The care diary of a patient whose consent stands: the range (by default the 30 days before the visit), the charts, the entries to comment. */
export function PatientDiaryPanel({ uid, diary, onRange }: Props) {
  const [target, setTarget] = useState<CommentTarget | null>(null);
  const data = diary.data;
  return (
    <Box component="section" aria-labelledby="patient-diary-title" sx={{ display: 'grid', gap: 3 }}>
      <Typography id="patient-diary-title" component="h2" variant="h6">
        Diario di cura
      </Typography>
      {diary.isLoading && <LoadingState />}
      {diary.isError && <LoadError title="Impossibile caricare il diario del paziente" />}
      {data && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
            <RangeForm key={`${data.from}-${data.to}`} range={{ from: data.from, to: data.to }} onApply={onRange} />
            <Button variant="contained" href={patientSummaryPdfUrl(uid, { from: data.from, to: data.to })} sx={{ alignSelf: 'flex-start' }}>
              Riepilogo PDF
            </Button>
          </Box>
          <DiaryTrendCharts data={data} forDoctor />
          <Box component="section" aria-labelledby="patient-entries-title">
            <Typography id="patient-entries-title" component="h3" variant="h6" sx={{ mb: 1 }}>
              Annotazioni
            </Typography>
            <PatientEntries data={data} onComment={setTarget} />
          </Box>
        </>
      )}
      {target && <PatientCommentDialog uid={uid} target={target} onClose={() => setTarget(null)} />}
    </Box>
  );
}
