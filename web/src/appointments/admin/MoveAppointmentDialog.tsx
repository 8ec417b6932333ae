import type { AdminAppointmentView } from '@app/schemas/appointments/appointments';
import { romeWallTime } from '@app/schemas/shared/romeTime';
import { type FormEvent, useState } from 'react';

import { FormDialog } from '../../shared/components/FormDialog';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useMoveAdminAppointment } from '../api/appointments';
import { startOf, type WhenWhere, WhenWhereFields } from './WhenWhereFields';

const FAILURE = 'Impossibile spostare l’appuntamento';

/** "Sposta": the doctor moves an appointment to another day, time or place (also outside the published hours). */
export default function MoveAppointmentDialog({ appointment, onClose }: { appointment: AdminAppointmentView; onClose: () => void }) {
  const [value, setValue] = useState<WhenWhere>(() => ({
    ...romeWallTime(new Date(appointment.start)),
    locationId: appointment.locationId,
  }));
  const move = useMoveAdminAppointment();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = startOf(value);
    if (!start) return toast({ title: FAILURE, description: 'Indica giorno e ora.', variant: 'destructive' });
    move.mutate(
      { id: appointment.id, start, locationId: value.locationId },
      {
        onSuccess: () => {
          toast({ title: 'Appuntamento spostato', description: 'Il paziente riceverà il nuovo orario.' });
          onClose();
        },
        onError: (error) => toast(failureToast(error, FAILURE, FAILURE)),
      },
    );
  };
  return (
    <FormDialog
      title={`Sposta: ${appointment.patientName}`}
      submitLabel="Sposta"
      pending={move.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <WhenWhereFields value={value} onChange={setValue} />
    </FormDialog>
  );
}
