import { displayName } from '@app/schemas/shared/people';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { usePatientSearch } from '../../carePlan/api/patients';
import { useSearchTerm } from '../../shared/lib/useSearchTerm';

/** Who an appointment or an order is for: enough to show her and to send her uid (the phone, when the list has it). */
export interface PickedPatient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
}

/** 'Giulia Bianchi · giulia@example.com': the e-mail tells apart patients of the same name; the e-mail alone without a name. */
export function patientLabel(patient: PickedPatient): string {
  const name = `${patient.firstName} ${patient.lastName}`.trim();
  return name ? `${displayName(patient)} · ${patient.email}` : patient.email;
}

/**
 * The patient of a new appointment or order, searched as in 'Pazienti' (name, e-mail or phone, once
 * typing pauses) among every member, so that someone just invited, with nothing yet, is found too.
 * `error`: the form's message for the choice, shown under the field.
 */
export function PatientPicker({
  value,
  onChange,
  error,
}: {
  value: PickedPatient | null;
  onChange: (patient: PickedPatient | null) => void;
  error?: string | undefined;
}) {
  // Only what is typed searches: the label a choice writes in the field does not.
  const [typed, setTyped] = useState('');
  const term = useSearchTerm(typed);
  const search = usePatientSearch(term);
  const found: PickedPatient[] = search.data ?? [];
  const options = value && !found.some((patient) => patient.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, patient) => onChange(patient)}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setTyped(text);
      }}
      // The server searches: every option it answers is shown.
      filterOptions={(choices) => choices}
      getOptionLabel={patientLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={search.isFetching}
      loadingText="Ricerca in corso…"
      noOptionsText={term ? 'Nessun membro trovato' : 'Scrivi nome, e-mail o telefono'}
      renderInput={(params) => <TextField {...params} label="Paziente" required error={Boolean(error)} helperText={error} />}
    />
  );
}
