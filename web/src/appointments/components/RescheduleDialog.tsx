import type { AppointmentView } from '@app/schemas/appointments/appointments';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';

import { DialogFormActions } from '../../shared/components/DialogFormActions';
import { formatLongDateTime } from '../../shared/lib/format';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useRescheduleAppointment } from '../api/appointments';
import SlotPicker, { type ChosenSlot } from './SlotPicker';

const FAILURE = 'Impossibile spostare l’appuntamento';

/**
 * The patient moves an appointment: the same day-and-time picker as the booking, then the new
 * time is sent. Loaded on demand, so the date pickers stay out of the home page.
 */
export default function RescheduleDialog({ appointment, onClose }: { appointment: AppointmentView; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const toast = useToast();
  const reschedule = useRescheduleAppointment();
  const [slot, setSlot] = useState<ChosenSlot | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slot) {
      toast({ title: FAILURE, description: 'Scegli un nuovo giorno e un orario.', variant: 'destructive' });
      return;
    }
    reschedule.mutate(
      { id: appointment.id, ...slot },
      {
        onSuccess: () => {
          toast({ title: 'Appuntamento spostato', description: 'Trovi il nuovo orario nella pagina iniziale.' });
          onClose();
        },
        // 409 within the last 24 hours: the server's message gives the practice's phone.
        onError: (error) => toast(failureToast(error, FAILURE, FAILURE)),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>Sposta l’appuntamento</DialogTitle>
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogContent dividers>
          <Typography variant="body2" sx={{ mb: 2 }} data-testid="current-appointment">
            Appuntamento attuale: <strong>{formatLongDateTime(appointment.start)}</strong>, {appointment.locationName}
          </Typography>
          <SlotPicker serviceId={appointment.serviceId} value={slot} onChange={setSlot} noChoiceHint="Scegli il nuovo orario." />
        </DialogContent>
        <DialogFormActions pending={reschedule.isPending} submitLabel="Sposta" pendingLabel="Invio..." onCancel={onClose} />
      </form>
    </Dialog>
  );
}
