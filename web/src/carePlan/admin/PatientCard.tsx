import { PATIENT_SOURCE_LABELS, type PatientListItem } from '@app/schemas/carePlan/patients';
import { displayName } from '@app/schemas/shared/people';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { patientDiaryPath } from '../../shared/adminSections';
import { ItemCard } from '../../shared/components/ItemCard';
import { formatDate, formatDateTime } from '../../shared/lib/format';
import { nextConsultationText } from '../lib/nextConsultationText';
import { PatientContacts } from './PatientContacts';

/** One patient of the 'Pazienti' list: her page's link, how to reach her, what exists of her, her next visit. */
export function PatientCard({ patient }: { patient: PatientListItem }) {
  return (
    <ItemCard testId="patient-row">
      <Link
        component={RouterLink}
        to={patientDiaryPath(patient.id)}
        sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
      >
        {displayName(patient)}
      </Link>
      <Typography variant="body2">
        <PatientContacts email={patient.email} phone={patient.phone} />
      </Typography>
      {patient.sources.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.5 }} aria-label="Cosa c'è nella scheda">
          {patient.sources.map((source) => (
            <Chip key={source} size="small" variant="outlined" label={PATIENT_SOURCE_LABELS[source]} />
          ))}
        </Box>
      )}
      {patient.consentedAt && (
        <Typography variant="body2" color="text.secondary">
          Ultima annotazione: {patient.lastEntryAt ? formatDateTime(patient.lastEntryAt) : 'nessuna'}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Prossima consulenza: {nextConsultationText(patient.nextConsultation)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {patient.sources.length > 0 ? 'Ultima attività' : 'Iscrizione'}: {formatDate(patient.lastActivityAt)}
      </Typography>
    </ItemCard>
  );
}
