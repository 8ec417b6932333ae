import type { AppointmentView } from '@app/schemas/appointments/appointments';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

import { ConfirmDeleteDialog } from '../../shared/components/ConfirmDeleteDialog';
import { formatLongDateTime } from '../../shared/lib/format';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCancelAppointment } from '../api/appointments';

// The date pickers load only when the patient opens the dialog.
const RescheduleDialog = lazy(() => import('./RescheduleDialog'));

const CANCEL_FAILURE = 'Impossibile disdire l’appuntamento';

/**
 * "Sposta" and "Disdici" of a pending or confirmed appointment. The server decides whether it is
 * still in time (24 hours before); later it answers 409 with the practice's phone, shown as is.
 */
export function AppointmentActions({ appointment }: { appointment: AppointmentView }) {
  const [open, setOpen] = useState<'cancel' | 'reschedule' | null>(null);
  const cancel = useCancelAppointment();
  const toast = useToast();
  const close = () => setOpen(null);
  if (appointment.status !== 'pending' && appointment.status !== 'confirmed') return null;

  const confirmCancel = () =>
    cancel.mutate(appointment.id, {
      onSuccess: () => toast({ title: 'Appuntamento disdetto', description: 'L’orario è di nuovo libero per altri pazienti.' }),
      onError: (error) => toast(failureToast(error, CANCEL_FAILURE, CANCEL_FAILURE)),
      onSettled: close,
    });

  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen('reschedule')}>
        Sposta
      </Button>
      <Button color="error" size="small" onClick={() => setOpen('cancel')}>
        Disdici
      </Button>
      {open === 'cancel' && (
        <ConfirmDeleteDialog
          title="Disdire l’appuntamento?"
          message={`L’appuntamento di ${formatLongDateTime(appointment.start)} verrà disdetto e l’orario tornerà libero.`}
          pending={cancel.isPending}
          onConfirm={confirmCancel}
          onClose={close}
          confirmLabel="Disdici appuntamento"
          pendingLabel="Invio..."
          closeLabel="Indietro"
        />
      )}
      {open === 'reschedule' && (
        <Suspense fallback={null}>
          <RescheduleDialog appointment={appointment} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
