import { displayName } from '@app/schemas/shared/people';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { usePatients } from '../../diary/api/diary';
import { patientDiaryPath } from '../../shared/adminSections';
import { ItemCard } from '../../shared/components/ItemCard';
import { ListStates } from '../../shared/components/ListStates';
import { AdminSection } from '../../shared/components/SectionHeader';
import { formatDate, formatDateTime } from '../../shared/lib/format';

/**
 * Pazienti: who keeps a care diary (with a standing consent), the latest entry first, with their
 * next booked consultation (the oldest pending consultation or control request: orders have no
 * appointment date; docs/product.md, Care diary).
 */
export default function PatientsSection() {
  const patients = usePatients();
  const rows = patients.data ?? [];
  return (
    <AdminSection label="Pazienti" title="Pazienti con il diario di cura">
      <ListStates
        query={patients}
        isEmpty={rows.length === 0}
        errorTitle="Impossibile caricare i pazienti"
        emptyTitle="Nessun paziente ha ancora attivato il diario"
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {rows.map((patient) => {
            const name = displayName(patient);
            return (
              <ItemCard key={patient.id} testId="patient-row">
                <Link component={RouterLink} to={patientDiaryPath(patient.id)} sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
                  {name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  Ultima annotazione: {patient.lastEntryAt ? formatDateTime(patient.lastEntryAt) : 'nessuna'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Prossima consulenza:{' '}
                  {patient.nextConsultation?.start
                    ? `${patient.nextConsultation.serviceName}: ${formatDateTime(patient.nextConsultation.start)}${patient.nextConsultation.status === 'pending' ? ' (da confermare)' : ''}`
                    : patient.nextConsultation
                      ? `${patient.nextConsultation.serviceName} (richiesta il ${formatDate(patient.nextConsultation.requestedAt)}, da confermare)`
                      : 'nessuna prenotata'}
                </Typography>
              </ItemCard>
            );
          })}
        </Box>
      </ListStates>
    </AdminSection>
  );
}
