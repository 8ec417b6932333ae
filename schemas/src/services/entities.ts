/** The stored shapes of services and orders, with the orders' statuses and billing types (`…Doc`, `…Insert`: shared/collections.ts). */
import { z } from 'zod';

import { issuedInvoice, sistemaTsTransmission } from '../invoices/entities';
import { creditNote, paymentMethod } from '../invoices/fiscal';
import { id, timestamp } from '../shared/collections';
import { orderDispute } from './disputes';
import { packageEntitlement, packageStoredFields } from './packages';
import { onlinePaymentMode, orderCheckout, orderPayment, paidMode } from './payments';
import { orderRefund } from './refunds';
import { serviceCategory } from './serviceCategories';

/** Price in cents; duration is free text ('6 mesi', '60 minuti'). */
export const serviceInsert = z.object({
  name: z.string().min(1),
  description: z.string().default(''),
  price: z.number().int().min(0),
  duration: z.string().nullable().default(null),
  features: z.array(z.string()).default([]),
  category: serviceCategory,
  /** A health service (Sistema TS, no SdI); services stored before the flag take their category's default (isHealthService). */
  healthService: z.boolean().optional(),
  /** How long a visit of this service lasts in the agenda (consultations and controls); unset: appointmentRules' default. */
  visitMinutes: z.number().int().min(15).max(240).multipleOf(15).optional(),
  isActive: z.boolean().default(true),
  /** What the patient may pay online (docs/payments.md); services stored before the field are paid at the studio. */
  onlinePayment: onlinePaymentMode.default('none'),
  /** The deposit in cents, when `onlinePayment` is 'deposit'. */
  depositAmount: z.number().int().min(0).nullable().default(null),
  /** A program's included visits and their validity in months (docs/payments.md, Packages). */
  ...packageStoredFields,
});
export const serviceDoc = serviceInsert.extend({ id, createdAt: timestamp, updatedAt: timestamp });

export const ORDER_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export const BILLING_TYPES = ['private', 'company'] as const;
export const billingType = z.enum(BILLING_TYPES);

/**
 * The visit an order was booked with (the services page books both at once): its time and place,
 * copied at booking and kept in step when the visit moves (docs/appointments.md), so the order
 * lists and the invoice's 'Data della prestazione' read no appointment.
 */
export const orderVisit = z.object({ appointmentId: id, start: timestamp, locationId: id });

/**
 * An order the doctor made for no service of the price list (POST /api/admin/orders): what its
 * invoice says, and whether it is a health service (Sistema TS) or not (SdI e-invoice). The amount
 * is the order's `totalAmount`.
 */
export const orderFreeLine = z.object({ description: z.string().min(1), healthService: z.boolean() });

export const orderInsert = z.object({
  /** The member who ordered; null for a person without an account (the doctor's walk-in order) or after an erasure. */
  userId: id.nullable().default(null),
  /** The service of the price list; null for a free line (`freeLine`). */
  serviceId: id.nullable(),
  freeLine: orderFreeLine.nullable().default(null),
  paymentReference: z.string().nullable().default(null),
  status: orderStatus.default('pending'),
  /** Cents, always priced by the server from the service. */
  totalAmount: z.number().int().min(0),
  customerEmail: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  notes: z.string().default(''),
  billingType: billingType.default('private'),
  fiscalCode: z.string().default(''),
  vatNumber: z.string().default(''),
  billingAddress: z.string().min(1),
  billingCity: z.string().min(1),
  billingPostalCode: z.string().min(1),
  billingCountry: z.string().default('Italia'),
  billingNotes: z.string().default(''),
  /** The patient's opposition to sending the expense to the Sistema Tessera Sanitaria. */
  sistemaTsOpposition: z.boolean().default(false),
  invoiceNumber: z.string().nullable().default(null),
  invoiceDate: timestamp.nullable().default(null),
  issuedInvoice: issuedInvoice.nullable().default(null),
  /** How the patient paid, recorded with 'Completa' or later; null is 'non indicato'. */
  paymentMethod: paymentMethod.nullable().default(null),
  /** The credit note that cancelled the invoice ('Storna fattura'); the order is then cancelled. */
  creditNote: creditNote.nullable().default(null),
  /** The invoice's transmission to the Sistema TS (health invoices only). */
  sistemaTs: sistemaTsTransmission.nullable().default(null),
  /** Null for an order without a visit (a package, a course, one the doctor made), and for orders booked before the field. */
  visit: orderVisit.nullable().default(null),
  /**
   * When the visit of a paid order stopped taking place (cancelled, declined, expired, or its
   * patient's account erased): a credit note is due, until one is issued.
   */
  visitCalledOffAt: timestamp.nullable().default(null),
  /** The latest Stripe Checkout Session of the order (docs/payments.md); null before any 'Paga ora'. */
  checkout: orderCheckout.nullable().default(null),
  /** What the patient paid online (a deposit or the whole invoice); null when nothing was. */
  payment: orderPayment.nullable().default(null),
  /** The refunds of that payment by attempt number ('1', '2', …), each with its partial credit note once it succeeded (docs/payments.md, Refunds). */
  refunds: z.record(z.string(), orderRefund).default({}),
  /** The refund the cancellation policy gave a cancelled visit: its attempt and amount, claimed before Stripe is called. */
  cancellationRefund: z
    .object({ attempt: z.number().int().min(1), amount: z.number().int().min(0) })
    .nullable()
    .default(null),
  /** A completed package's included visits and their end, set with the completion (docs/payments.md, Packages). */
  package: packageEntitlement.nullable().default(null),
  /** A dispute of the online payment by the patient's bank (docs/payments.md, Disputes); null without. */
  dispute: orderDispute.nullable().default(null),
  /**
   * When the visit of an order whose online payment was still on its way (an asynchronous method)
   * stopped taking place: the order waits for the money instead of being cancelled. Paid, it is
   * kept and the doctor fixes a new time with the patient ('Visita da riprogrammare'), then clears
   * this; failed, the order is cancelled (docs/payments.md, A payment after its visit).
   */
  rescheduleDueAt: timestamp.nullable().default(null),
  /** What the doctor's search finds it by (shared/searchTerms.ts), kept by a trigger; never in an answer. */
  searchTerms: z.array(z.string()).optional(),
});
export const orderDoc = orderInsert.extend({ id, createdAt: timestamp, updatedAt: timestamp });

/**
 * payment_attempts/{orderId}-{attempt}: one Checkout Session of an order, with what it asked for and
 * how it ended. `refundDue`: paid although the order no longer needed it (already paid, cancelled,
 * gone), so the doctor refunds it from Stripe's dashboard.
 */
export const PAYMENT_ATTEMPT_STATES = ['open', 'processing', 'paid', 'expired', 'failed'] as const;
export const paymentAttemptInsert = z.object({
  orderId: id,
  attempt: z.number().int().min(1),
  sessionId: z.string(),
  mode: paidMode,
  /** Cents asked for. */
  amount: z.number().int().min(0),
  status: z.enum(PAYMENT_ATTEMPT_STATES).default('open'),
  paymentIntentId: z.string().nullable().default(null),
  endedAt: timestamp.nullable().default(null),
  refundDue: z.boolean().default(false),
});
export const paymentAttemptDoc = paymentAttemptInsert.extend({ id, createdAt: timestamp, updatedAt: timestamp });

/** payment_events/{Stripe event id}: created in the batch of the event's effect, so an event is applied once. */
export const paymentEventInsert = z.object({ type: z.string(), orderId: id.nullable(), sessionId: z.string().nullable() });
export const paymentEventDoc = paymentEventInsert.extend({ id, processedAt: timestamp });

export type ServiceDoc = z.infer<typeof serviceDoc>;
export type PaymentAttemptDoc = z.infer<typeof paymentAttemptDoc>;
export type PaymentAttemptInsert = z.output<typeof paymentAttemptInsert>;
export type PaymentEventDoc = z.infer<typeof paymentEventDoc>;
export type OrderDoc = z.infer<typeof orderDoc>;
export type OrderStatus = z.infer<typeof orderStatus>;

// Insert shapes after parsing (defaults applied): what the data layer stores for a new document.
export type ServiceInsert = z.output<typeof serviceInsert>;
export type OrderInsert = z.output<typeof orderInsert>;
