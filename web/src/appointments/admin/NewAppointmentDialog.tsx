import { visitMinutesOf } from '@app/schemas/appointments/appointments';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

import { usePatients } from '../../diary/api/diary';
import { useServices } from '../../services/api/services';
import { FormDialog } from '../../shared/components/FormDialog';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCreateAdminAppointment } from '../api/appointments';
import { startOf, type WhenWhere, WhenWhereFields } from './WhenWhereFields';

const FAILURE = 'Impossibile fissare l’appuntamento';

/** "Nuovo appuntamento": the doctor fixes a visit for a patient, confirmed at once (also outside the published hours). */
export default function NewAppointmentDialog({ onClose }: { onClose: () => void }) {
  const { data: patients = [] } = usePatients();
  const { data: services = [] } = useServices();
  const visits = services.filter((service) => visitMinutesOf(service) !== null);
  const [uid, setUid] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [when, setWhen] = useState<WhenWhere>({ date: '', time: '', locationId: '' });
  const create = useCreateAdminAppointment();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = startOf(when);
    if (!uid || !serviceId || !when.locationId || !start) {
      return toast({ title: FAILURE, description: 'Scegli paziente, servizio, giorno, ora e luogo.', variant: 'destructive' });
    }
    create.mutate(
      { uid, serviceId, locationId: when.locationId, start },
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
      <TextField select label="Paziente" required value={uid} onChange={(event) => setUid(event.target.value)}>
        {patients.map((patient) => {
          // The e-mail tells apart patients of the same name.
          const name = `${patient.firstName} ${patient.lastName}`.trim();
          return (
            <MenuItem key={patient.id} value={patient.id}>
              {name ? `${name} · ${patient.email}` : patient.email}
            </MenuItem>
          );
        })}
      </TextField>
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
