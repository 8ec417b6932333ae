import type { OrderView } from '@app/schemas/services/orders';
import { type PaymentStateKind, paymentStateOf } from '@app/schemas/services/paymentState';
import Chip from '@mui/material/Chip';

/** The colours of each payment state (AA contrast, as the status chip's). */
const COLORS: Record<PaymentStateKind, { color: string; background: string }> = {
  paid: { color: '#1b5e20', background: '#e8f5e9' },
  deposit: { color: '#0d47a1', background: '#e3f2fd' },
  unpaid: { color: '#7a4100', background: '#fff3e0' },
  refunded: { color: '#4a4a4a', background: '#eeeeee' },
  partlyRefunded: { color: '#4a4a4a', background: '#eeeeee' },
  disputed: { color: '#b71c1c', background: '#ffebee' },
};

/** Where the order's money stands ('Pagato', 'Acconto pagato (… di …)', 'Da pagare', 'Rimborsato'…); nothing for an order cancelled unpaid. */
export function PaymentStateChip({
  order,
}: {
  order: Pick<OrderView, 'status' | 'payment' | 'refunds' | 'creditNoteNumber'> & Partial<Pick<OrderView, 'dispute'>>;
}) {
  const state = paymentStateOf(order);
  if (!state) return null;
  const { color, background } = COLORS[state.kind];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={state.label}
      sx={{ color, bgcolor: background, borderColor: color, fontWeight: 600, maxWidth: '100%' }}
      data-testid="order-payment-state"
    />
  );
}
