import { FINAL_PRICE_NOTE } from '@app/schemas/invoices/invoiceAmounts';
import { type OrderBody, orderBody, type OrderBodyInput, orderFormDefaults } from '@app/schemas/services/orders';
import type { ServiceView } from '@app/schemas/services/services';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';

import type { ChosenSlot } from '../../appointments/components/SlotPicker';
import { useCurrentUser } from '../../shared/api/session';
import { DialogFormActions } from '../../shared/components/DialogFormActions';
import { formatCents } from '../../shared/lib/format';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCreateOrder } from '../api/orders';
import { BookingFields } from './BookingFields';
import { IntakeInvitation, lacksIntake } from './IntakeInvitation';

const ORDER_ERROR = "Errore nell'invio dell'ordine";
const SlotPicker = lazy(() => import('../../appointments/components/SlotPicker'));
/** The services booked by the hour: their dialog asks for a day and a time too. */
const WITH_APPOINTMENT = new Set(['consultation', 'control']);

/** The booking request for a service (docs/product.md, Screens): full screen on phones. */
export default function BookingDialog({ service, onClose }: { service: ServiceView; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { user } = useCurrentUser();
  const toast = useToast();
  const createOrder = useCreateOrder();
  // The schema's defaults, with who is booking what.
  const defaultValues: OrderBodyInput = {
    ...orderFormDefaults(),
    serviceId: service.id,
    customerName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    customerEmail: user?.email ?? '',
  };
  const form = useForm<OrderBodyInput, unknown, OrderBody>({ resolver: zodResolver(orderBody), defaultValues });
  const withAppointment = WITH_APPOINTMENT.has(service.category);
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const [inviting, setInviting] = useState(false);
  const queryClient = useQueryClient();

  const onSubmit = form.handleSubmit((body) => {
    const appointment = slot ? { locationId: slot.locationId, start: new Date(slot.start) } : undefined;
    createOrder.mutate(
      { ...body, appointment },
      {
        onSuccess: async () => {
          toast(
            appointment
              ? { title: 'Richiesta inviata!', description: 'La dottoressa confermerà l’appuntamento: riceverai un’email.' }
              : { title: 'Ordine inviato con successo!', description: 'Ti contatteremo presto per confermare i dettagli.' },
          );
          form.reset(defaultValues);
          // A visit booked without the intake: the dialog invites to fill it (issue 25, point 1).
          if (appointment && (await lacksIntake(queryClient))) setInviting(true);
          else onClose();
        },
        // The server's message says what to do (confirm the address, a service withdrawn…).
        onError: (error) => toast(failureToast(error, ORDER_ERROR, ORDER_ERROR)),
      },
    );
  });

  const titleId = 'prenota-titolo';
  if (inviting) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <IntakeInvitation titleId={titleId} onClose={onClose} />
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId} sx={{ pb: 0 }}>{`Prenota: ${service.name}`}</DialogTitle>
      <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1.5 }}>
        {formatCents(service.price)}
        {service.duration ? ` / ${service.duration}` : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ px: 3, pb: 1.5, mt: -1 }}>
        {FINAL_PRICE_NOTE}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogContent dividers>
          {withAppointment && (
            <Box sx={{ mb: 4 }}>
              <Suspense fallback={null}>
                <SlotPicker serviceId={service.id} value={slot} onChange={setSlot} />
              </Suspense>
            </Box>
          )}
          <BookingFields form={form} />
        </DialogContent>
        <DialogFormActions pending={createOrder.isPending} submitLabel="Invia Richiesta" pendingLabel="Invio..." onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
