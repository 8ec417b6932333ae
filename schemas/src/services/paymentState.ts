/**
 * Where an order's money stands (docs/payments.md, The money of an order): one state read from the
 * order's status, its online payment and its refunds, shown as a chip on the doctor's 'Ordini' and
 * the patient's 'I Miei Servizi'.
 */
import { centsText } from '../shared/money';
import { DISPUTE_WON_STATES } from './disputes';
import type { OrderStatus } from './entities';
import type { PaidMode } from './payments';
import type { RefundView } from './refunds';

export const PAYMENT_STATES = ['paid', 'deposit', 'unpaid', 'refunded', 'partlyRefunded', 'disputed'] as const;
export type PaymentStateKind = (typeof PAYMENT_STATES)[number];
export interface PaymentState {
  kind: PaymentStateKind;
  label: string;
}

/** What the state reads of an order (its view's fields). */
export interface OrderMoney {
  status: OrderStatus;
  payment: { mode: PaidMode; amount: number; remaining: number } | null;
  refunds: Pick<RefundView, 'amount' | 'status'>[];
  /** The credit note of 'Storna fattura', which cancels the whole invoice. */
  creditNoteNumber: string | null;
  /** A dispute of the online payment by the patient's bank (orders answered before the field have none). */
  dispute?: { status: string } | null;
}

/**
 * The order's payment state; null for an order cancelled with nothing paid (no money to show).
 * Only refunds that succeeded count: one still pending has given nothing back yet. A completed order
 * is paid: the invoice is issued on collection (docs/payments.md, Fiscal rules), at the studio or
 * online. 'Storna fattura' cancels the invoice and its fee: refunded. A dispute not won by the
 * practice shows as 'Pagamento contestato'.
 */
export function paymentStateOf(order: OrderMoney): PaymentState | null {
  // A dispute open or lost comes first: the money is held or gone until the bank decides.
  if (order.dispute && !DISPUTE_WON_STATES.includes(order.dispute.status)) return { kind: 'disputed', label: 'Pagamento contestato' };
  const paidOnline = order.payment?.amount ?? 0;
  const refunded = order.refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0);
  if (order.creditNoteNumber || (paidOnline > 0 && refunded >= paidOnline)) return { kind: 'refunded', label: 'Rimborsato' };
  if (refunded > 0) return { kind: 'partlyRefunded', label: `Rimborsato in parte (${centsText(refunded)} di ${centsText(paidOnline)})` };
  if (order.status === 'completed' || order.payment?.mode === 'full') return { kind: 'paid', label: 'Pagato' };
  if (order.payment) {
    const total = order.payment.amount + order.payment.remaining;
    return { kind: 'deposit', label: `Acconto pagato (${centsText(order.payment.amount)} di ${centsText(total)})` };
  }
  return order.status === 'pending' ? { kind: 'unpaid', label: 'Da pagare' } : null;
}
