import type { OrderView } from '@app/schemas/services/orders';
import { RESCHEDULE } from '@app/schemas/services/payments';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

import { failureToast, useToast } from '../../shared/lib/toast';
import { useMarkRescheduled } from '../api/orders';

/**
 * On an order paid after its visit went (docs/payments.md, A payment after its visit): the money
 * stays, the doctor fixes a new time with the patient, then presses 'Riprogrammata'.
 */
export function RescheduleNotice({ order }: { order: OrderView }) {
  const toast = useToast();
  const done = useMarkRescheduled({ onError: (error) => toast(failureToast(error, "Impossibile aggiornare l'ordine.")) });
  if (!order.rescheduleDueAt || !order.payment) return null;
  return (
    <Alert
      severity="warning"
      data-testid="reschedule-notice"
      action={
        <Button color="inherit" size="small" disabled={done.isPending} onClick={() => done.mutate(order.id)}>
          {RESCHEDULE.done}
        </Button>
      }
    >
      <AlertTitle>{RESCHEDULE.chip}</AlertTitle>
      {RESCHEDULE.message(order.customerName)}
    </Alert>
  );
}
