import type { OrderView } from '@app/schemas/services/orders';
import { PAYMENT_LABELS } from '@app/schemas/services/payments';
import Button from '@mui/material/Button';

import { formatCents } from '../../shared/lib/format';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useCheckout } from '../api/orders';

/**
 * 'Paga ora' (or 'Paga la caparra') on a pending order that can be paid online (docs/payments.md):
 * the server opens the payment and the browser goes to Stripe's page. Nothing is marked paid here.
 */
export function PayOnlineButton({
  order,
  goTo = (url) => window.location.assign(url),
}: {
  order: OrderView & { onlinePayment: NonNullable<OrderView['onlinePayment']> };
  goTo?: (url: string) => void;
}) {
  const checkout = useCheckout();
  const toast = useToast();
  const { mode, amount } = order.onlinePayment;
  const pay = () =>
    checkout.mutate(order.id, {
      onSuccess: ({ url }) => goTo(url),
      onError: (error) => toast(failureToast(error, PAYMENT_LABELS.failure, PAYMENT_LABELS.failureTitle)),
    });
  // Busy until the browser leaves the page, so a second click opens nothing more.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <Button variant="contained" onClick={pay} disabled={busy} data-testid="pay-online">
      {busy ? PAYMENT_LABELS.opening : `${PAYMENT_LABELS[mode]} ${formatCents(amount)}`}
    </Button>
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
