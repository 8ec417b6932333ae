import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';

import { ListStates } from '../../shared/components/ListStates';
import { LoadMoreButton } from '../../shared/components/LoadMoreButton';
import { SearchField } from '../../shared/components/SearchField';
import { AdminSection } from '../../shared/components/SectionHeader';
import { useSearchTerm } from '../../shared/lib/useSearchTerm';
import { usePatientList } from '../api/patients';
import { PatientCard } from './PatientCard';

function emptyTitle(term: string, all: boolean): string {
  if (term) return all ? 'Nessun membro trovato' : 'Nessun paziente trovato: prova con «Mostra tutti i membri»';
  return all ? 'Nessun membro registrato' : 'Ancora nessun paziente';
}

/**
 * Pazienti (docs/care-plan.md, Patients): everyone with an appointment, an order, an intake, a
 * clinical record or a diary consent, the latest activity first, searchable by name, e-mail or
 * phone; 'Mostra tutti i membri' widens the list to every account (someone just invited).
 */
export default function PatientsSection() {
  const [text, setText] = useState('');
  const [all, setAll] = useState(false);
  const term = useSearchTerm(text);
  const patients = usePatientList(term, all);
  const rows = patients.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <AdminSection label="Pazienti" title="Pazienti">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 }, mb: 2 }}>
        <SearchField label="Cerca per nome, e-mail o telefono" value={text} onChange={setText} />
        <FormControlLabel
          control={<Switch checked={all} onChange={(event) => setAll(event.target.checked)} />}
          label="Mostra tutti i membri"
        />
      </Box>
      <ListStates
        query={patients}
        isEmpty={rows.length === 0}
        errorTitle="Impossibile caricare i pazienti"
        emptyTitle={emptyTitle(term, all)}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {rows.map((patient) => (
            <PatientCard key={patient.id} patient={patient} />
          ))}
        </Box>
        <LoadMoreButton
          hasMore={Boolean(patients.hasNextPage)}
          loading={patients.isFetchingNextPage}
          onClick={() => void patients.fetchNextPage()}
        />
      </ListStates>
    </AdminSection>
  );
}
