/**
 * Refunds of orders paid online, through Stripe (docs/payments.md, Refunds): what the doctor asks,
 * what an order keeps of each refund (Stripe's ids and the amounts only), and the Italian messages.
 * A refund that succeeds on an invoiced order issues a credit note for its amount (docs/fiscal.md).
 */
import { z } from 'zod';

import { timestamp } from '../shared/collections';
import { centsText } from '../shared/money';

/** A refund is asked (pending) until Stripe's webhook says it succeeded or failed. */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** The partial credit note a succeeded refund issued: its own number in the credit notes' series, its date and amount. */
export const refundCreditNote = z.object({ number: z.string(), date: timestamp, amount: z.number().int().min(1) });
export type RefundCreditNote = z.infer<typeof refundCreditNote>;

/**
 * One refund of an order, kept on the order under its attempt number (`refunds.{attempt}`), so a
 * webhook changes its own refund and nothing else. The attempt is the idempotency key's.
 */
export const orderRefund = z.object({
  attempt: z.number().int().min(1),
  /** Stripe's refund id. */
  refundId: z.string(),
  /** Cents. */
  amount: z.number().int().min(1),
  /** Why, in the doctor's words: on the credit note, never sent to Stripe. */
  reason: z.string(),
  status: z.enum(REFUND_STATES),
  requestedBy: z.string(),
  requestedAt: timestamp,
  settledAt: timestamp.nullable(),
  creditNote: refundCreditNote.nullable(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

const reasonText = z
  .string({ error: 'Indica il motivo del rimborso' })
  .trim()
  .min(3, 'Il motivo del rimborso deve avere almeno 3 caratteri')
  .max(500, 'Il motivo del rimborso può avere al massimo 500 caratteri');

/** POST /api/admin/orders/{id}/refund: how much (cents; omitted: all that is left to refund) and why. */
export const refundBody = z.object(
  {
    amountCents: z
      .number({ error: "L'importo del rimborso deve essere un numero di centesimi" })
      .int("L'importo del rimborso deve essere in centesimi interi")
      .min(1, "L'importo del rimborso deve essere di almeno 1 centesimo")
      .optional(),
    reason: reasonText,
  },
  { error: 'Indica il motivo del rimborso' },
);
export type RefundBody = z.infer<typeof refundBody>;

/** A refund as the order's answers show it (dates as ISO strings). */
export const refundView = z.object({
  attempt: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATES),
  requestedAt: z.string(),
  creditNoteNumber: z.string().nullable(),
  creditNoteAmount: z.number().int().nullable(),
});
export type RefundView = z.infer<typeof refundView>;

/** The answer of a refund asked: its state (pending until the webhook), and what is still refundable after it. */
export const refundResult = z.object({
  attempt: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(REFUND_STATES),
  refundableCents: z.number().int(),
});
export type RefundResult = z.infer<typeof refundResult>;

/** What is still refundable of an order's online payment: paid minus every refund not failed. */
export function refundableOf(paid: number, refunds: readonly Pick<OrderRefund, 'amount' | 'status'>[]): number {
  const taken = refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, paid - taken);
}

/** A refund's state as the app shows it. */
export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pending: 'Rimborso in corso',
  succeeded: 'Rimborsato',
  failed: 'Rimborso non riuscito',
};

/** The Italian refusals of the refund call. */
export const REFUND_MESSAGES = {
  notPaidOnline: "L'ordine non è stato pagato online: non c'è nulla da rimborsare con Stripe",
  nothingLeft: "L'ordine è già stato rimborsato per intero",
  tooMuch: (refundable: number) => `L'importo supera quanto resta da rimborsare (${centsText(refundable)})`,
  twin: 'Un altro rimborso di questo ordine è in corso: ricarica gli ordini e riprova',
} as const;

/** The doctor's notice of a refund Stripe refused (no health data: the customer and the amount only). */
export const REFUND_FAILED_NOTICE = {
  type: 'refund_failed',
  title: 'Rimborso non riuscito',
  message: (customerName: string, amount: number) =>
    `Il rimborso di ${centsText(amount)} a ${customerName} non è riuscito: nessuna nota di credito emessa. Riprova da «Ordini».`,
} as const;
