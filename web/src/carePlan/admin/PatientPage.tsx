import type { DiaryRange } from '@app/schemas/diary/diary';
import { displayName } from '@app/schemas/shared/people';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { usePatientDiary } from '../../diary/api/diary';
import { diaryPointsOf } from '../../diary/lib/diaryPoints';
import { FodmapCard } from '../../fodmap/admin/FodmapCard';
import { adminSectionPath, conversationPath } from '../../shared/adminSections';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { usePatientOverview } from '../api/patients';
import { MealPlansPanel } from './MealPlansPanel';
import { PatientContacts } from './PatientContacts';
import { PatientDiaryPanel } from './PatientDiaryPanel';
import { PatientMeasurementsPanel } from './PatientMeasurementsPanel';
import { PatientRecordPanel } from './PatientRecordPanel';
import { PatientVisitsPanel } from './PatientVisitsPanel';

// The agenda's dialog, loaded when first opened.
const NewAppointmentDialog = lazy(() => import('../../appointments/admin/NewAppointmentDialog'));

/**
 * /admin/pazienti/:uid: whatever exists of a patient (docs/care-plan.md, Patients). The diary only
 * while her consent stands (otherwise a note says why it is closed); the FODMAP protocol, the record
 * with the intake, the measurements and the plans, each panel saying when there is nothing yet; her
 * appointments and orders; 'Nuovo appuntamento' opens the agenda's dialog with her chosen. Lazy,
 * with the charts.
 */
export function PatientView({ uid }: { uid: string }) {
  const overview = usePatientOverview(uid);
  const consented = Boolean(overview.data?.diary);
  const [range, setRange] = useState<DiaryRange | undefined>(undefined);
  const [booking, setBooking] = useState(false);
  const diary = usePatientDiary(uid, range, consented);
  const data = overview.data;
  return (
    <Box>
      <Link component={RouterLink} to={adminSectionPath('pazienti')} sx={{ display: 'inline-block', mb: 1 }}>
        ← Pazienti
      </Link>
      <PageTitle subtitle={data && <PatientContacts {...data.patient} />}>{data ? displayName(data.patient) : 'Paziente'}</PageTitle>
      {overview.isLoading && <LoadingState />}
      {overview.isError && <LoadError title="Impossibile caricare il paziente" />}
      {data && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => setBooking(true)}>
              Nuovo appuntamento
            </Button>
            <Button component={RouterLink} to={conversationPath(uid)} variant="outlined">
              Messaggi
            </Button>
          </Box>
          {consented ? (
            <PatientDiaryPanel uid={uid} diary={diary} onRange={setRange} />
          ) : (
            <Box component="section" aria-labelledby="patient-diary-title">
              <Typography id="patient-diary-title" component="h2" variant="h6" sx={{ mb: 1 }}>
                Diario di cura
              </Typography>
              <Typography color="text.secondary">
                Non visibile: il paziente non ha dato il consenso al trattamento dei dati del diario (o lo ha ritirato).
              </Typography>
            </Box>
          )}
          <FodmapCard uid={uid} />
          <PatientRecordPanel uid={uid} />
          <PatientMeasurementsPanel uid={uid} diary={diaryPointsOf(diary.data?.entries ?? [])} />
          <MealPlansPanel uid={uid} />
          <PatientVisitsPanel overview={data} />
        </Box>
      )}
      {booking && data && (
        <Suspense fallback={null}>
          <NewAppointmentDialog patient={data.patient} onClose={() => setBooking(false)} />
        </Suspense>
      )}
    </Box>
  );
}

export default function PatientPage() {
  const { uid = '' } = useParams();
  // Keyed by the patient: another patient's page starts with its own range.
  return <PatientView key={uid} uid={uid} />;
}
