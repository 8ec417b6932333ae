/**
 * POST /api/admin/orders (docs/fiscal.md, Walk-ins and phone patients): the order the doctor makes at
 * the desk or on the phone, for a member or for a person without an account, for a service of the
 * price list or a free line, paid now or later. The billing data are the booking's
 * (`billingFields`), the e-mail optional; every refusal's Italian message is here.
 */
import { z } from 'zod';

import { paymentMethod } from '../invoices/fiscal';
import { isDocumentId } from '../shared/documentId';
import { text } from '../shared/formText';
import { euroToCents } from '../shared/money';
import { billingFields, optionalCustomerEmail, orderBody, withTaxCodeRule } from './orders';

/**
 * The invoice's data of a person the doctor invoices: the booking's fields and rules, but the
 * e-mail may be left out (not everyone at the desk gives one).
 */
export const walkInBilling = withTaxCodeRule(z.object({ ...billingFields, customerEmail: optionalCustomerEmail }));
export type WalkInBillingInput = z.input<typeof walkInBilling>;

/** A free line's amount at most, in cents: € 10.000,00. */
export const FREE_LINE_MAX_CENTS = 1_000_000;
const AMOUNT_MISSING = "Indica l'importo della voce libera";
const AMOUNT_NOT_POSITIVE = "L'importo deve essere maggiore di zero";
const AMOUNT_TOO_HIGH = "L'importo può essere al massimo 10.000,00 €";

/** The amount as the API receives it: whole cents, more than zero, within the bound. */
const amountCents = z
  .number({ error: AMOUNT_MISSING })
  .int("L'importo va indicato in centesimi interi")
  .min(1, AMOUNT_NOT_POSITIVE)
  .max(FREE_LINE_MAX_CENTS, AMOUNT_TOO_HIGH);

/** The amount as the dialog's field holds it, in euro ('62.5'), with the same messages; output in cents. */
const amountInEuro = z
  .preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number({ error: AMOUNT_MISSING }))
  .pipe(
    z
      .number()
      .min(0.01, AMOUNT_NOT_POSITIVE)
      .max(FREE_LINE_MAX_CENTS / 100, AMOUNT_TOO_HIGH),
  )
  .transform(euroToCents);

/**
 * What the invoice, the e-invoice and the lists print for a free line: plain text (letters,
 * digits, spaces and the usual punctuation: no markup, no line breaks, no symbols), as short as a
 * service's name.
 */
const NEUTRAL_TEXT = /^[\p{L}\p{M}\p{N} .,;:'’()/&+%€°"«»–-]+$/u;
const description = text(3, 120, 'La descrizione deve avere almeno 3 caratteri', 'La descrizione può avere al massimo 120 caratteri').regex(
  NEUTRAL_TEXT,
  'La descrizione può contenere solo lettere, numeri, spazi e la punteggiatura comune',
);
const freeLineFields = {
  description,
  /** A health service (VAT-exempt, Sistema TS) unless the doctor says otherwise, as most of the practice's services. */
  healthService: z.boolean({ error: 'Indica se è una prestazione sanitaria' }).default(true),
};

/** A free line as the API receives it. */
export const freeLine = z.object({ ...freeLineFields, amountCents });
/** A free line as the dialog holds it: the amount in euro. */
const freeLineInEuro = z
  .object({ ...freeLineFields, amount: amountInEuro })
  .transform(({ amount, ...line }) => ({ ...line, amountCents: amount }));

/** The refusals of the choices between the body's parts (each on the field the dialog shows it at). */
export const ADMIN_ORDER_MESSAGES = {
  who: 'Scegli un paziente o inserisci i dati di una nuova persona',
  patient: 'Paziente non valido',
  what: 'Scegli un servizio del listino o scrivi una voce libera',
  both: 'Scegli un servizio del listino oppure una voce libera, non entrambi',
  paid: "Indica se l'ordine è già pagato",
  methodMissing: 'Indica come ha pagato il paziente',
  methodUnpaid: 'Il metodo di pagamento si indica solo per un ordine pagato',
  /** The server's: a member chosen without billing data, who has none from an earlier order. */
  noBilling: 'Questo paziente non ha ancora dati di fatturazione: inseriscili',
} as const;

/** What the rules between the body's parts read. */
interface Choices {
  patientUid?: string | undefined;
  billing?: unknown;
  serviceId?: string | undefined;
  freeLine?: unknown;
  paid?: boolean;
  paymentMethod?: string | undefined;
}

/** The rules between the body's parts: whether each holds, the field the refusal is shown at, its message. */
const CHOICE_RULES: [holds: (order: Choices) => boolean, field: keyof Choices, message: string][] = [
  [(order) => order.patientUid !== undefined || order.billing !== undefined, 'patientUid', ADMIN_ORDER_MESSAGES.who],
  [(order) => order.serviceId !== undefined || order.freeLine !== undefined, 'serviceId', ADMIN_ORDER_MESSAGES.what],
  [(order) => order.serviceId === undefined || order.freeLine === undefined, 'freeLine', ADMIN_ORDER_MESSAGES.both],
  [(order) => order.paid !== true || order.paymentMethod !== undefined, 'paymentMethod', ADMIN_ORDER_MESSAGES.methodMissing],
  [(order) => order.paid !== false || order.paymentMethod === undefined, 'paymentMethod', ADMIN_ORDER_MESSAGES.methodUnpaid],
];

/** The rules run beside the fields' own (so a form shows every mistake at once), on anything that is an object. */
const onAnObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * The body, with the free line's schema of the API (cents) or of the dialog (euro): who (a member
 * by `patientUid`, and/or the `billing` data: a new person has only these), what (a service of the
 * price list by `serviceId`, priced by the server, or a `freeLine`), and whether it is paid, with
 * how.
 */
function adminOrderSchema<L extends z.ZodType<z.output<typeof freeLine>>>(line: L) {
  let schema = z.object({
    patientUid: z.string({ error: ADMIN_ORDER_MESSAGES.patient }).refine(isDocumentId, ADMIN_ORDER_MESSAGES.patient).optional(),
    billing: walkInBilling.optional(),
    serviceId: orderBody.shape.serviceId.optional(),
    freeLine: line.optional(),
    paid: z.boolean({ error: ADMIN_ORDER_MESSAGES.paid }),
    paymentMethod: paymentMethod.optional(),
  });
  for (const [holds, field, message] of CHOICE_RULES) schema = schema.refine(holds, { path: [field], message, when: onAnObject });
  return schema;
}

/** POST /api/admin/orders: the body (the free line's amount in cents). */
export const adminOrderBody = adminOrderSchema(freeLine);
export type AdminOrderBody = z.output<typeof adminOrderBody>;

/** The 'Nuovo ordine' dialog's values: the body with the free line's amount typed in euro. */
export const adminOrderForm = adminOrderSchema(freeLineInEuro);
export type AdminOrderFormInput = z.input<typeof adminOrderForm>;
