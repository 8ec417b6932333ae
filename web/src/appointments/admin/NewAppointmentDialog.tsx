import { visitMinutesOf } from '@app/schemas/appointments/appointments';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

import { useServices } from '../../services/api/services';
import { FormDialog } from '../../shared/components/FormDialog';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCreateAdminAppointment } from '../api/appointments';
import { PatientPicker, type PickedPatient } from './PatientPicker';
import { startOf, type WhenWhere, WhenWhereFields } from './WhenWhereFields';

const FAILURE = 'Impossibile fissare l’appuntamento';

/**
 * "Nuovo appuntamento": the doctor fixes a visit for a patient, confirmed at once (also outside the
 * published hours). `patient` comes chosen when the dialog opens from her page or from a request
 * just made a patient.
 */
export default function NewAppointmentDialog({ onClose, patient: chosen = null }: { onClose: () => void; patient?: PickedPatient | null }) {
  const { data: services = [] } = useServices();
  const visits = services.filter((service) => visitMinutesOf(service) !== null);
  const [patient, setPatient] = useState<PickedPatient | null>(chosen);
  const [serviceId, setServiceId] = useState('');
  const [when, setWhen] = useState<WhenWhere>({ date: '', time: '', locationId: '' });
  const create = useCreateAdminAppointment();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = startOf(when);
    if (!patient || !serviceId || !when.locationId || !start) {
      return toast({ title: FAILURE, description: 'Scegli paziente, servizio, giorno, ora e luogo.', variant: 'destructive' });
    }
    create.mutate(
      { uid: patient.id, serviceId, locationId: when.locationId, start },
      {
        onSuccess: () => {
          toast({ title: 'Appuntamento fissato', description: 'Il paziente riceverà la conferma.' });
          onClose();
        },
        onError: (error) => toast(failureToast(error, FAILURE, FAILURE)),
      },
    );
  };
  return (
    <FormDialog title="Nuovo appuntamento" submitLabel="Fissa appuntamento" pending={create.isPending} onSubmit={submit} onClose={onClose}>
      <PatientPicker value={patient} onChange={setPatient} />
      <TextField select label="Servizio" required value={serviceId} onChange={(event) => setServiceId(event.target.value)}>
        {visits.map((service) => (
          <MenuItem key={service.id} value={service.id}>
            {service.name}
          </MenuItem>
        ))}
      </TextField>
      <WhenWhereFields value={when} onChange={setWhen} />
    </FormDialog>
  );
}
