import { FINAL_PRICE_NOTE } from '@app/schemas/invoices/invoiceAmounts';
import { type OrderBody, orderBody, type OrderBodyInput, orderFormDefaults } from '@app/schemas/services/orders';
import { PACKAGE_VISIT_CATEGORY } from '@app/schemas/services/packages';
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
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';

import { useBookAppointment } from '../../appointments/api/appointments';
import type { ChosenSlot } from '../../appointments/components/SlotPicker';
import { useCurrentUser } from '../../shared/api/session';
import { DialogFormActions } from '../../shared/components/DialogFormActions';
import { formatCents } from '../../shared/lib/format';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCreateOrder, useMyOrders } from '../api/orders';
import { lastBillingOf } from '../lib/lastBilling';
import { packageForVisit } from '../lib/packageForVisit';
import { BookingFields, VisitNotesField } from './BookingFields';
import { IntakeInvitation, lacksIntake } from './IntakeInvitation';
import { PackageNotice } from './PackageNotice';
import { type PayableOrder, PaymentPolicyStep } from './PayOnlineButton';

const ORDER_ERROR = "Errore nell'invio dell'ordine";
const PAY_AFTER_BOOKING = 'Richiesta inviata. Puoi pagare ora, oppure più tardi da «I Miei Servizi».';
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
  const { data: orders } = useMyOrders();
  // The schema's defaults, with who is booking what and the billing data of her last order.
  const defaultValues: OrderBodyInput = {
    ...orderFormDefaults(),
    serviceId: service.id,
    customerName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    customerEmail: user?.email ?? '',
    ...lastBillingOf(orders),
  };
  // `values`: her orders may arrive after the dialog opened; what she already typed is kept.
  const form = useForm<OrderBodyInput, unknown, OrderBody>({
    resolver: zodResolver(orderBody),
    defaultValues,
    values: defaultValues,
    resetOptions: { keepDirtyValues: true },
  });
  const withAppointment = WITH_APPOINTMENT.has(service.category);
  // A control within her package: booked without an order, nothing to pay (docs/payments.md).
  const { usable: coveringPackage, spent: spentPackage } = service.category === PACKAGE_VISIT_CATEGORY ? packageForVisit(orders) : {};
  const bookVisit = useBookAppointment();
  const [slot, setSlot] = useState<ChosenSlot | null>(null);
  const [inviting, setInviting] = useState(false);
  // The order just booked, when it can be paid online: the dialog's last step offers to pay now.
  const [toPay, setToPay] = useState<PayableOrder | null>(null);
  const queryClient = useQueryClient();

  const onSubmit = form.handleSubmit((body) => {
    const appointment = slot ? { locationId: slot.locationId, start: new Date(slot.start) } : undefined;
    createOrder.mutate(
      { ...body, appointment },
      {
        onSuccess: async (order) => {
          toast(
            appointment
              ? { title: 'Richiesta inviata!', description: 'La dottoressa confermerà l’appuntamento: riceverai un’email.' }
              : { title: 'Ordine inviato con successo!', description: 'Ti contatteremo presto per confermare i dettagli.' },
          );
          form.reset(defaultValues);
          // Paid online: the policy, and the way to Stripe's page (or later, from 'I Miei Servizi').
          if (order.onlinePayment) setToPay({ ...order, onlinePayment: order.onlinePayment });
          // A visit booked without the intake: the dialog invites to fill it (issue 25, point 1).
          else if (appointment && (await lacksIntake(queryClient))) setInviting(true);
          else onClose();
        },
        // The server's message says what to do (confirm the address, a service withdrawn…).
        onError: (error) => toast(failureToast(error, ORDER_ERROR, ORDER_ERROR)),
      },
    );
  });

  // The visit included in her package: the time and the notes only, no billing data.
  const onSubmitPackageVisit = (event: FormEvent) => {
    event.preventDefault();
    if (!coveringPackage) return;
    if (!slot) {
      toast({ title: 'Scegli un orario', description: 'Seleziona il giorno e l’ora della visita.', variant: 'destructive' });
      return;
    }
    const notes = form.getValues('notes') ?? '';
    bookVisit.mutate(
      { serviceId: service.id, locationId: slot.locationId, start: slot.start, notes, packageOrderId: coveringPackage.id },
      {
        onSuccess: () => {
          toast({ title: 'Richiesta inviata!', description: 'La dottoressa confermerà l’appuntamento: riceverai un’email.' });
          onClose();
        },
        onError: (error) => toast(failureToast(error, ORDER_ERROR, ORDER_ERROR)),
      },
    );
  };

  const titleId = 'prenota-titolo';
  if (toPay) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <PaymentPolicyStep order={toPay} titleId={titleId} onClose={onClose} closeLabel="Più tardi" intro={PAY_AFTER_BOOKING} />
      </Dialog>
    );
  }
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
      {coveringPackage ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1.5 }}>
          Inclusa nel tuo percorso
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ px: 3, pb: 1.5 }}>
            {formatCents(service.price)}
            {service.duration ? ` / ${service.duration}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ px: 3, pb: 1.5, mt: -1 }}>
            {FINAL_PRICE_NOTE}
          </Typography>
        </>
      )}
      <Box component="form" noValidate onSubmit={coveringPackage ? onSubmitPackageVisit : onSubmit} sx={{ display: 'contents' }}>
        <DialogContent dividers>
          {(coveringPackage ?? spentPackage) && <PackageNotice order={(coveringPackage ?? spentPackage)!} />}
          {withAppointment && (
            <Box sx={{ mb: 4 }}>
              <Suspense fallback={null}>
                <SlotPicker serviceId={service.id} value={slot} onChange={setSlot} />
              </Suspense>
            </Box>
          )}
          {coveringPackage ? <VisitNotesField form={form} /> : <BookingFields form={form} />}
        </DialogContent>
        <DialogFormActions
          pending={createOrder.isPending || bookVisit.isPending}
          submitLabel="Invia Richiesta"
          pendingLabel="Invio..."
          onCancel={onClose}
        />
      </Box>
    </Dialog>
  );
}
