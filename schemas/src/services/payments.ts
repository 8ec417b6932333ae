/**
 * Online payment of an order with Stripe Checkout (docs/payments.md): what the doctor lets a
 * service be paid online, what an order keeps of a payment, and the Italian messages of the calls.
 */
import { z } from 'zod';

import { timestamp } from '../shared/collections';
import type { ServiceCategory } from './serviceCategories';

/** Per service: nothing online (paid at the studio, the default), a deposit of an amount she sets, or the full price. */
export const ONLINE_PAYMENT_MODES = ['none', 'deposit', 'full'] as const;
export type OnlinePaymentMode = (typeof ONLINE_PAYMENT_MODES)[number];
export const onlinePaymentMode = z.enum(ONLINE_PAYMENT_MODES, { error: 'Pagamento online: in studio, caparra o intero' });
/** What is paid by a Checkout Session: a deposit or the whole invoice. */
export const PAID_MODES = ['deposit', 'full'] as const;
export const paidMode = z.enum(PAID_MODES);
export type PaidMode = (typeof PAID_MODES)[number];

export const ONLINE_PAYMENT_LABELS: Record<OnlinePaymentMode, string> = {
  none: 'In studio (nessun pagamento online)',
  deposit: 'Caparra online',
  full: 'Intero online',
};

/** The app's words for paying online (the orders' list and the return page). */
export const PAYMENT_LABELS = {
  full: 'Paga ora',
  deposit: 'Paga la caparra',
  opening: 'Apertura del pagamento...',
  policyTitle: 'Prima di pagare: disdette e rimborsi',
  proceed: 'Vai al pagamento',
  failureTitle: 'Pagamento non avviato',
  failure: 'Impossibile aprire il pagamento. Riprova più tardi.',
} as const;

/** Packages (a program, a training plan) are paid in full: no deposit. */
export const FULL_ONLY_CATEGORIES: readonly ServiceCategory[] = ['program', 'training'];
/** The smallest amount Stripe charges in euro is 0,50 €; a deposit is at least 1 €. */
export const MIN_DEPOSIT_CENTS = 100;

export const ONLINE_PAYMENT_RULES = {
  depositRequired: 'Indica la caparra da pagare online (almeno 1 €)',
  depositBelowPrice: 'La caparra deve essere inferiore al prezzo',
  packagesInFull: 'Percorsi e allenamenti si pagano per intero: scegli "Intero online" o "In studio"',
} as const;

/**
 * The rules of a service's online payment, on a body or form that carries the price and the
 * category (both in cents by then): a deposit needs its amount, below the price, and only outside
 * the packages. Missing mode: nothing to check (an edit that leaves it as it is).
 */
export function checkOnlinePayment(
  service: {
    price: number;
    category: ServiceCategory;
    onlinePayment?: OnlinePaymentMode | undefined;
    depositAmount?: number | null | undefined;
  },
  context: z.core.$RefinementCtx,
) {
  if (service.onlinePayment !== 'deposit') return;
  const issue = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
  if (FULL_ONLY_CATEGORIES.includes(service.category)) return issue(ONLINE_PAYMENT_RULES.packagesInFull, 'onlinePayment');
  const deposit = service.depositAmount ?? 0;
  if (deposit < MIN_DEPOSIT_CENTS) return issue(ONLINE_PAYMENT_RULES.depositRequired, 'depositAmount');
  if (deposit >= service.price) return issue(ONLINE_PAYMENT_RULES.depositBelowPrice, 'depositAmount');
}

/**
 * The latest Checkout Session of an order: its attempt number (the idempotency key's), Stripe's id
 * and where it stands: open, paid at Stripe but waiting for an asynchronous method (processing),
 * paid, or ended (expired or failed: the next 'Paga ora' opens attempt + 1).
 */
export const CHECKOUT_STATES = ['open', 'processing', 'paid', 'ended'] as const;
export const orderCheckout = z.object({
  attempt: z.number().int().min(1),
  sessionId: z.string(),
  status: z.enum(CHECKOUT_STATES),
  expiresAt: timestamp,
});
export type OrderCheckout = z.infer<typeof orderCheckout>;

/** What an order keeps of a payment received online: Stripe's ids, the amounts in cents, the method's type. No card data. */
export const orderPayment = z.object({
  mode: paidMode,
  /** Cents received. */
  amount: z.number().int().min(0),
  /** Cents still due at the studio (0 for the full price). */
  remaining: z.number().int().min(0),
  /** Stripe's payment method type ('card'). */
  methodType: z.string(),
  sessionId: z.string(),
  paymentIntentId: z.string().nullable(),
  attempt: z.number().int().min(1),
  paidAt: timestamp,
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** POST /api/orders/{id}/checkout: where the patient pays (Stripe's hosted Checkout page). */
export const checkoutResult = z.object({ url: z.string() });
export type CheckoutResult = z.infer<typeof checkoutResult>;

/** POST /api/payments/webhook: the event was received (and applied, if it was one the app follows). */
export const webhookResult = z.object({ received: z.literal(true) });

/** The Italian refusals of the payment calls, shared by the API, the app and the tests. */
/**
 * How long a Checkout Session stays open: a booking's visit is held that long, so Stripe's minimum
 * (30 minutes, plus one for the clocks); a package or a course has Stripe's longest, 24 hours.
 */
export const CHECKOUT_OPEN_MINUTES = { visit: 31, other: 24 * 60 } as const;

export const PAYMENT_MESSAGES = {
  notPending: "L'ordine non è in attesa: non si può pagare online",
  notPayable: 'Questo servizio si paga in studio: nessun pagamento online',
  alreadyPaid: "L'ordine è già stato pagato online",
  verifying: 'Il pagamento è in verifica: tra qualche istante lo vedrai nei tuoi ordini',
  unreachable: 'Il servizio di pagamento non risponde in questo momento: riprova tra qualche minuto',
  notConfigured: 'Il pagamento online non è configurato: riprova più tardi o paga in studio',
  badSignature: 'Firma del webhook non valida',
} as const;

/** GET /api/admin/payments.csv?month=2026-11: the month, in Rome. */
export const paymentsMonthQuery = z.object({
  month: z
    .string({ error: 'Indica il mese nel formato AAAA-MM' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Il mese deve essere nel formato AAAA-MM'),
});

/**
 * What the practice does with a payment that arrives after its visit stopped taking place (docs/payments.md,
 * A payment after its visit), a setting of the functions (`LATE_PAYMENTS`): keep it and fix a new time
 * with the patient, or give it back at once.
 */
export const LATE_PAYMENT_CHOICES = {
  reschedule: 'Tenere il pagamento e riprogrammare la visita',
  refund: 'Rimborsare il pagamento',
} as const;
export type LatePaymentChoice = keyof typeof LATE_PAYMENT_CHOICES;

/**
 * A visit paid after it stopped taking place (docs/payments.md, A payment after its visit): the
 * doctors' notice (who, nothing of the visit's reason), the order's chip and the doctor's 'done'.
 */
export const RESCHEDULE = {
  type: 'visit_to_reschedule',
  title: 'Visita da riprogrammare',
  message: (customerName: string) =>
    `Il pagamento di ${customerName} è arrivato dopo che la sua richiesta di visita era terminata: il pagamento resta, fissa con lei un nuovo orario.`,
  chip: 'Visita da riprogrammare',
  done: 'Riprogrammata',
  notDue: 'Questo ordine non ha una visita da riprogrammare',
} as const;

/** POST /api/admin/orders/{id}/rescheduled answers it. */
export const rescheduledResult = z.object({ rescheduled: z.literal(true) });

/** The patient's notice (and e-mail) of a deposit paid online: no invoice yet, the rest at the studio. */
export const DEPOSIT_NOTICE = {
  type: 'deposit_paid',
  title: 'Caparra ricevuta',
  message: (serviceName: string) => `La caparra di «${serviceName}» è registrata: il resto si paga in studio, con la fattura.`,
} as const;
