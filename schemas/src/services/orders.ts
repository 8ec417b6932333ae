import { z } from 'zod';

import { paymentMethod } from '../invoices/fiscal';
import { wireOf } from '../shared/entityView';
import { normalizeSearchText, prefixTermsOf, searchQuery } from '../shared/searchTerms';
import {
  hasFiscalCodeShape,
  hasValidFiscalCodeCheck,
  hasValidVatNumberCheck,
  hasValidVatNumberCheckDigit,
  hasVatNumberShape,
} from '../shared/taxCodes';
import { disputeView } from './disputes';
import { BILLING_TYPES, ORDER_STATUSES, orderDoc } from './entities';
import { packageUseView } from './packages';
import { paidMode } from './payments';
import { refundView } from './refunds';

const FISCAL_CODE_LENGTH = 16;
const FISCAL_CODE_LENGTH_MESSAGE = 'Il codice fiscale deve essere di 16 caratteri';
const VAT_NUMBER_LENGTH_MESSAGE = 'La Partita IVA deve essere di 11 cifre';
const CROSS_RULE_MESSAGE = 'Codice fiscale obbligatorio per privati, Partita IVA obbligatoria per aziende';

/** A required text field: trimmed, with its Italian messages for too short, too long and not text. */
function requiredText(min: number, max: number, tooShort: string, tooLong: string) {
  return z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong);
}

/** An optional text field: missing or null is stored as ''. */
function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value ?? '');
}

const PLACE_TEXT = 'Scegli uno studio o la visita online';
/** A place of the agenda by id (docs/appointments.md); here, so the orders' schemas load without the agenda's. */
export const placeId = z
  .string({ error: PLACE_TEXT })
  .min(1, PLACE_TEXT)
  .max(200, PLACE_TEXT)
  .regex(/^[^/]+$/, PLACE_TEXT);
/** An appointment's start: an ISO instant of the free slots' list. */
export const appointmentStart = z.iso
  .datetime({ offset: true, error: 'Scegli un orario tra quelli disponibili' })
  .transform((value) => new Date(value));
/** The booking dialog's appointment, sent with the order. */
export const orderAppointment = z.object({ locationId: placeId, start: appointmentStart });

const EMAIL_MESSAGE = 'Email non valida';
/** The e-mail of a booking: required and valid. */
const customerEmail = z.string({ error: EMAIL_MESSAGE }).trim().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));
/** The e-mail of a person the doctor invoices at the desk (adminOrders.ts): valid when given, '' when not. */
export const optionalCustomerEmail = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.union([z.literal(''), z.email(EMAIL_MESSAGE)], { error: EMAIL_MESSAGE }))
  .default('');

/**
 * Who is invoiced and where (docs/product.md, Validation): the booking's personal, tax and address
 * fields with their Italian messages, written once for every order that carries them (the booking
 * here, the doctor's order in adminOrders.ts). Each check speaks only when the previous ones pass,
 * so one mistake gives one message.
 */
export const billingFields = {
  customerName: requiredText(2, 100, 'Il nome deve essere di almeno 2 caratteri', 'Il nome può avere al massimo 100 caratteri'),
  customerEmail,
  customerPhone: requiredText(8, 20, 'Il telefono deve essere di almeno 8 caratteri', 'Il telefono può avere al massimo 20 caratteri'),
  billingType: z.enum(BILLING_TYPES, { error: 'Seleziona il tipo di fatturazione' }).default('private'),
  fiscalCode: optionalText(FISCAL_CODE_LENGTH, FISCAL_CODE_LENGTH_MESSAGE)
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || value.length === FISCAL_CODE_LENGTH, FISCAL_CODE_LENGTH_MESSAGE)
    .refine(
      (value) => value.length !== FISCAL_CODE_LENGTH || hasFiscalCodeShape(value),
      'Il codice fiscale non è valido: controlla lettere e cifre',
    )
    .refine(
      (value) => !hasFiscalCodeShape(value) || hasValidFiscalCodeCheck(value),
      "Il codice fiscale non è valido: l'ultimo carattere (di controllo) non corrisponde",
    ),
  vatNumber: optionalText(11, VAT_NUMBER_LENGTH_MESSAGE)
    .refine((value) => value === '' || hasVatNumberShape(value), VAT_NUMBER_LENGTH_MESSAGE)
    .refine(
      (value) => !hasVatNumberShape(value) || hasValidVatNumberCheckDigit(value),
      'La Partita IVA non è valida: la cifra di controllo non corrisponde',
    )
    // The check digit is right, yet the number is not one (an office code that does not exist, all zeros).
    .refine(
      (value) => !hasVatNumberShape(value) || !hasValidVatNumberCheckDigit(value) || hasValidVatNumberCheck(value),
      'La Partita IVA non è valida',
    ),
  billingAddress: requiredText(5, 200, "L'indirizzo deve essere di almeno 5 caratteri", "L'indirizzo può avere al massimo 200 caratteri"),
  billingCity: requiredText(2, 100, 'La città deve essere di almeno 2 caratteri', 'La città può avere al massimo 100 caratteri'),
  billingPostalCode: requiredText(5, 10, 'Il CAP deve essere di almeno 5 caratteri', 'Il CAP può avere al massimo 10 caratteri'),
  billingCountry: requiredText(2, 60, 'Il paese deve essere specificato', 'Il paese può avere al massimo 60 caratteri').default('Italia'),
  billingNotes: optionalText(2000, 'Le note di fatturazione possono avere al massimo 2000 caratteri'),
  /** The patient objects to the expense being sent to the Sistema Tessera Sanitaria. */
  sistemaTsOpposition: z.boolean({ error: "L'opposizione al Sistema TS deve essere sì o no" }).default(false),
};

/**
 * The cross rule of the tax data, on the fiscal code field: a private person needs a fiscal code, a
 * company a VAT number. Added to every object that spreads `billingFields`.
 */
export function withTaxCodeRule<T extends z.ZodType<{ billingType: string; fiscalCode: string; vatNumber: string }>>(schema: T) {
  return schema.refine((billing) => (billing.billingType === 'private' ? billing.fiscalCode !== '' : billing.vatNumber !== ''), {
    message: CROSS_RULE_MESSAGE,
    path: ['fiscalCode'],
  });
}

/**
 * POST /api/orders: the booking request of the services page (docs/product.md, Validation), shared by the dialog
 * and the handler. The price is not part of it: the server takes it from the service.
 */
export const orderBody = withTaxCodeRule(
  z.object({
    // An id, never a path: it names a document in services/.
    serviceId: requiredText(1, 200, 'Seleziona un servizio', 'Servizio non valido').regex(/^[^/]+$/, 'Servizio non valido'),
    ...billingFields,
    notes: optionalText(2000, 'Le note possono avere al massimo 2000 caratteri'),
    /** A consultation's or control's time, booked with the order (docs/appointments.md). */
    appointment: orderAppointment.optional(),
  }),
);
export type OrderBodyInput = z.input<typeof orderBody>;
export type OrderBody = z.output<typeof orderBody>;

type OrderField = keyof OrderBodyInput;

/** The billing types as the booking form and the invoices name them. */
export const BILLING_TYPE_LABELS: Record<OrderBody['billingType'], string> = { private: 'Privato', company: 'Azienda' };

/** The Italian label of each field a patient fills in (the booking form, the order's details). */
export const ORDER_FIELD_LABELS = {
  customerName: 'Nome e cognome',
  customerEmail: 'Email',
  customerPhone: 'Telefono',
  notes: 'Note sul servizio',
  billingType: 'Tipo di fatturazione',
  fiscalCode: 'Codice fiscale',
  vatNumber: 'Partita IVA',
  billingAddress: 'Indirizzo',
  billingCity: 'Città',
  billingPostalCode: 'CAP',
  billingCountry: 'Paese',
  billingNotes: 'Note di fatturazione',
  sistemaTsOpposition: "Mi oppongo all'invio di questa spesa sanitaria al Sistema Tessera Sanitaria",
} as const satisfies Record<Exclude<OrderField, 'serviceId' | 'appointment'>, string>;

/**
 * A form's starting values, read from its schema's fields: what each field becomes when left out
 * (its default: 'private', 'Italia', false, ''), or '' for a field that has to be filled in.
 */
export function formDefaultsOf<S extends z.ZodObject>(schema: S): z.input<S> {
  const entries = Object.entries(schema.shape).map(([name, field]) => {
    const leftOut = (field as z.ZodType).safeParse(undefined);
    return [name, leftOut.success ? leftOut.data : ''];
  });
  return Object.fromEntries(entries) as z.input<S>;
}

/** The booking form's starting values. */
export const orderFormDefaults = (): OrderBodyInput => formDefaultsOf(orderBody);

/** The text schema inside a field's defaults, optionals and pipes, where its length rules are. */
function innerSchema(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodDefault || field instanceof z.ZodOptional || field instanceof z.ZodNullable)
    return innerSchema(field.unwrap() as z.ZodType);
  if (field instanceof z.ZodPipe) return innerSchema(field.in as z.ZodType);
  return field;
}

/** What a form shows of a text field: whether it must be filled in, and its longest value. */
export interface TextFieldRules {
  required: boolean;
  maxLength: number | undefined;
}

/**
 * What a form can tell from a text field's schema: whether it must be filled in (an empty value
 * is refused; the fiscal code and the VAT number depend on the billing type, by the cross rule)
 * and its longest value. A choice (billing type, opposition) has neither.
 */
export function textFieldRules(field: z.ZodType): TextFieldRules {
  const inner = innerSchema(field);
  if (!(inner instanceof z.ZodString)) return { required: false, maxLength: undefined };
  return { required: !field.safeParse('').success, maxLength: inner.maxLength ?? undefined };
}

/** The rules of a field of the booking form. */
export const orderFieldRules = (name: OrderField): TextFieldRules => textFieldRules(orderBody.shape[name]);

/** PUT /api/orders/{id}/status (admin): a pending order is completed (with how it was paid, when known) or cancelled. */
export const orderStatusBody = z.object({
  status: z.enum(['completed', 'cancelled'], { error: 'Lo stato deve essere completed o cancelled' }),
  paymentMethod: paymentMethod.optional(),
});
export type OrderStatusBody = z.infer<typeof orderStatusBody>;

/**
 * The stored fields an order's answers show as they are (shared/entityView.ts). Kept on the order
 * for the server's own use: the payment reference, and the issued figures, the credit note, the
 * transmissions, the visit, the online payment and a package's visits, which become the view's own
 * fields below. A free line shows as the service's name.
 */
export const orderStoredFields = wireOf(orderDoc).omit({
  paymentReference: true,
  freeLine: true,
  issuedInvoice: true,
  creditNote: true,
  sistemaTs: true,
  visit: true,
  searchTerms: true,
  checkout: true,
  payment: true,
  refunds: true,
  cancellationRefund: true,
  package: true,
  dispute: true,
});

/** What the doctor finds an order by: prefixes of the customer's name and each of its words, the e-mail, the invoice number. */
export function orderSearchTermsOf(order: { customerName: string; customerEmail: string; invoiceNumber: string | null }): string[] {
  const name = normalizeSearchText(order.customerName);
  return prefixTermsOf([name, ...name.split(' '), order.customerEmail, order.invoiceNumber ?? '']);
}

/** GET /api/orders?q=&status=&month=&cursor= (the admin's 'Ordini'): each filter optional. */
export const adminOrdersQuery = z.object({
  q: searchQuery,
  status: z.enum(ORDER_STATUSES, { error: 'Stato non valido' }).optional(),
  /** The month the order was made, in Rome: '2026-11'. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Il mese deve essere nel formato AAAA-MM')
    .optional(),
  cursor: z.string().max(4000, 'Cursore di paginazione non valido').optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/**
 * An order as the lists read it (GET /api/user/orders, GET /api/orders, the answer of POST
 * /api/orders): the stored fields plus the service's name and current price. Dates are ISO strings.
 */
export const orderView = orderStoredFields.extend({
  /** The visit booked with the order, where and when it is now; null for an order without one. */
  visit: z.object({ appointmentId: z.string(), start: z.string(), locationId: z.string(), locationName: z.string() }).nullable(),
  serviceName: z.string(),
  servicePrice: z.number().int().nullable(),
  service: z.object({ name: z.string() }),
  /** The issued invoice's total (price, ENPAB contribution, VAT, stamp duty), once completed. */
  invoiceTotal: z.number().int().nullable(),
  /** Whether the invoice is of a health service (Sistema TS) or not (SdI e-invoice); null before completion. */
  invoiceHealthService: z.boolean().nullable(),
  /** The credit note that cancelled the invoice. */
  creditNoteNumber: z.string().nullable(),
  /** What the patient can pay online now (docs/payments.md), in cents: null when nothing ('Paga ora' hidden). */
  onlinePayment: z.object({ mode: paidMode, amount: z.number().int() }).nullable(),
  /** What was paid online, and what is left to pay at the studio. */
  payment: z.object({ mode: paidMode, amount: z.number().int(), remaining: z.number().int(), paidAt: z.string() }).nullable(),
  /** The refunds of the online payment, oldest first, each with its credit note once it succeeded. */
  refunds: z.array(refundView),
  /** Cents still refundable through Stripe; null for an order not paid online. */
  refundable: z.number().int().nullable(),
  /** A package's included visits and what is left of them (docs/payments.md); null for an order without. */
  package: packageUseView.nullable(),
  /** A dispute of its online payment by the patient's bank (docs/payments.md, Disputes); null without. */
  dispute: disputeView.nullable(),
});
export type OrderView = z.infer<typeof orderView>;
