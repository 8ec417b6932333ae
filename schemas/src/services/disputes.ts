/**
 * Disputes of online payments (docs/payments.md, Disputes): a patient's bank contests a card payment
 * (Stripe's `charge.dispute.*` events). The order records it and the doctors are told; the answer
 * with the evidence is given in Stripe's dashboard.
 */
import { z } from 'zod';

import { timestamp } from '../shared/collections';
import { centsText } from '../shared/money';

/** orders.dispute: Stripe's dispute id, the amount contested, the bank's reason and where it stands (Stripe's status). */
export const orderDispute = z.object({
  disputeId: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  status: z.string(),
  openedAt: timestamp,
  /** The time of the latest event applied: an older one, come late, changes nothing. */
  eventAt: timestamp,
});
export type OrderDispute = z.infer<typeof orderDispute>;

/** The dispute as the orders' answers show it. */
export const disputeView = z.object({ amount: z.number().int(), reason: z.string(), status: z.string(), openedAt: z.string() });

/** Stripe's statuses of a dispute that has ended in the practice's favour: the payment stands. */
export const DISPUTE_WON_STATES: readonly string[] = ['won', 'warning_closed'];

/** The doctors' notice of a new dispute: who and how much, nothing of the visit. */
export const DISPUTE_NOTICE = {
  type: 'payment_disputed',
  title: 'Pagamento contestato',
  message: (customerName: string, amount: number) =>
    `${customerName} ha contestato presso la banca un pagamento di ${centsText(amount)}: rispondi dalla dashboard di Stripe entro la scadenza indicata.`,
} as const;
