import { cancellationPolicyText } from '@app/schemas/services/cancellationPolicy';
import type { OrderView } from '@app/schemas/services/orders';
import { PAYMENT_LABELS } from '@app/schemas/services/payments';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { formatCents } from '../../shared/lib/format';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCheckout } from '../api/orders';

/** An order that can be paid online: its mode and amount. */
export type PayableOrder = OrderView & { onlinePayment: NonNullable<OrderView['onlinePayment']> };

/**
 * 'Paga ora' (or 'Paga la caparra') on a pending order that can be paid online (docs/payments.md):
 * first the cancellation policy, which is the contract (health services carry no 14-day right of
 * withdrawal); then 'Vai al pagamento' has the server open the payment and the browser goes to
 * Stripe's page. Nothing is marked paid here.
 */
export function PayOnlineButton({
  order,
  goTo = (url) => window.location.assign(url),
}: {
  order: PayableOrder;
  goTo?: (url: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const { mode, amount } = order.onlinePayment;
  return (
    <>
      <Button variant="contained" onClick={() => setAsking(true)} data-testid="pay-online">
        {`${PAYMENT_LABELS[mode]} ${formatCents(amount)}`}
      </Button>
      {asking && <PaymentPolicyDialog order={order} goTo={goTo} onClose={() => setAsking(false)} />}
    </>
  );
}

/** The policy before paying, in a dialog of its own. */
function PaymentPolicyDialog({ order, goTo, onClose }: { order: PayableOrder; goTo: (url: string) => void; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <PaymentPolicyStep order={order} titleId={titleId} goTo={goTo} onClose={onClose} closeLabel="Annulla" />
    </Dialog>
  );
}

/**
 * The policy before paying and the step to Stripe's page, as a dialog's title, content and actions:
 * in 'Paga ora''s dialog, and as the booking dialog's last step. `intro` says what came before.
 */
export function PaymentPolicyStep({
  order,
  titleId,
  goTo = (url) => window.location.assign(url),
  onClose,
  closeLabel,
  intro,
}: {
  order: PayableOrder;
  titleId: string;
  goTo?: (url: string) => void;
  onClose: () => void;
  closeLabel: string;
  intro?: string;
}) {
  const toast = useToast();
  // The hook's own callbacks: the list may draw itself again (and this step with it) before the answer.
  const checkout = useCheckout({
    onSuccess: ({ url }) => goTo(url),
    onError: (error) => toast(failureToast(error, PAYMENT_LABELS.failure, PAYMENT_LABELS.failureTitle)),
  });
  const { mode, amount } = order.onlinePayment;
  // Busy until the browser leaves the page, so a second click opens nothing more.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <>
      <DialogTitle id={titleId}>{PAYMENT_LABELS.policyTitle}</DialogTitle>
      <DialogContent dividers>
        {intro && <Typography sx={{ mb: 2 }}>{intro}</Typography>}
        <Typography
          sx={{ fontWeight: 600, mb: 1 }}
        >{`${order.serviceName}: ${PAYMENT_LABELS[mode].toLowerCase()} ${formatCents(amount)}`}</Typography>
        <Typography variant="body2" data-testid="payment-policy">
          {cancellationPolicyText({ mode, withVisit: order.visit !== null })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy}>
          {closeLabel}
        </Button>
        <Button variant="contained" onClick={() => checkout.mutate(order.id)} disabled={busy}>
          {busy ? PAYMENT_LABELS.opening : PAYMENT_LABELS.proceed}
        </Button>
      </DialogActions>
    </>
  );
}

/** What was paid online, and what is left for the studio. */
export function PaidOnline({ payment }: { payment: NonNullable<OrderView['payment']> }) {
  return (
    <span data-testid="paid-online">
      {payment.mode === 'full'
        ? `Pagato online: ${formatCents(payment.amount)}`
        : `Caparra pagata online: ${formatCents(payment.amount)} · da saldare in studio: ${formatCents(payment.remaining)}`}
    </span>
  );
}
