/**
 * The online payments of orders (docs/payments.md): each Checkout Session an attempt of its order,
 * and each webhook event applied once, claimed by the create of payment_events/{event id} in the
 * very batch of its effect, so a redelivered or concurrent copy changes nothing, whatever the order
 * in which the events arrive.
 */
import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import {
  type OrderDoc,
  type PaymentAttemptDoc,
  paymentAttemptInsert,
  type PaymentEventDoc,
  paymentEventInsert,
} from '@app/schemas/services/entities';
import { packageEntitlementOf } from '@app/schemas/services/packages';
import {
  DEPOSIT_NOTICE,
  type LatePaymentChoice,
  type OrderCheckout,
  type OrderPayment,
  type PaidMode,
  RESCHEDULE,
} from '@app/schemas/services/payments';
import { isDocumentId } from '@app/schemas/shared/documentId';
import { type DocumentSnapshot, FieldValue, type WriteBatch } from 'firebase-admin/firestore';

import { doctorIds } from '../../accounts/data/users';
import { issueInvoice } from '../../invoices/issuedInvoice';
import { notificationIn } from '../../notifications/data/notifications';
import { entity, newBatch } from '../../shared/data/entity';
import { db } from '../../shared/firebase';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';
import { retryPause } from '../../shared/retryPause';
import { nextInvoiceNumber, orders, statusChangeBatch } from './orders';
import { services } from './services';

export const paymentAttempts = entity<PaymentAttemptDoc>('paymentAttempts', { notFound: 'Tentativo di pagamento non trovato' });
export const paymentEvents = entity<PaymentEventDoc>('paymentEvents', {
  notFound: 'Evento di pagamento non trovato',
  stamps: ['processedAt'],
});

/** payment_attempts/{orderId}-{attempt}: the attempt's document, and the idempotency key's suffix. */
export const attemptId = (orderId: string, attempt: number) => `${orderId}-${attempt}`;

const isAlreadyExists = (error: unknown) => isFirestoreError(error, FIRESTORE_CODES.alreadyExists);

export interface OpenedCheckout {
  attempt: number;
  sessionId: string;
  mode: PaidMode;
  amount: number;
  expiresAt: Date;
}

/**
 * Records a Checkout Session just opened at Stripe: its attempt (created once: a twin request that
 * got the same session from the same idempotency key finds it there and changes nothing) and the
 * order's latest session, in one batch.
 */
export async function recordCheckout(orderId: string, opened: OpenedCheckout): Promise<void> {
  const { attempt, sessionId, mode, amount, expiresAt } = opened;
  const batch = newBatch();
  paymentAttempts.createIn(batch, attemptId(orderId, attempt), paymentAttemptInsert.parse({ orderId, attempt, sessionId, mode, amount }));
  const checkout: OrderCheckout = { attempt, sessionId, status: 'open', expiresAt };
  batch.update(orders.ref(orderId), { checkout });
  try {
    await batch.commit();
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
}

/** What a webhook event says of a Checkout Session, once its signature is verified. */
export interface CheckoutEvent {
  /** Stripe's event id: the event is applied once. */
  eventId: string;
  type: string;
  /**
   * paid: the money is in (completed and paid, or an asynchronous method succeeded); processing:
   * completed, an asynchronous method still to confirm; expired and failed end the attempt unpaid.
   */
  outcome: 'paid' | 'processing' | 'expired' | 'failed';
  orderId: string;
  attempt: number;
  sessionId: string;
  /** Cents, as Stripe charged them. */
  amount: number;
  paymentIntentId: string | null;
  /** Stripe's payment method type ('card'). */
  methodType: string;
  /** When Stripe made the event (the payment's time), and when the session expires. */
  createdAt: Date;
  expiresAt: Date;
}

/** The invoice's payment method for Stripe's method type: a card is 'carta', a bank debit or transfer 'bonifico'. */
export function paymentMethodOf(methodType: string): PaymentMethod {
  if (methodType === 'card') return 'carta';
  if (['sepa_debit', 'customer_balance', 'pay_by_bank'].includes(methodType)) return 'bonifico';
  return 'altro';
}

interface EventState {
  order: OrderDoc | undefined;
  attempt: PaymentAttemptDoc | undefined;
  applied: boolean;
}

/** The order, the attempt and whether the event was applied: one round trip. */
async function stateOf(event: CheckoutEvent): Promise<EventState> {
  const [order, attempt, applied] = (await db.getAll(
    orders.typed.doc(event.orderId),
    paymentAttempts.typed.doc(attemptId(event.orderId, event.attempt)),
    paymentEvents.typed.doc(event.eventId),
  )) as [DocumentSnapshot<OrderDoc>, DocumentSnapshot<PaymentAttemptDoc>, DocumentSnapshot<PaymentEventDoc>];
  return { order: order.data(), attempt: attempt.data(), applied: applied.exists };
}

const FINAL_ATTEMPT_STATES: readonly PaymentAttemptDoc['status'][] = ['paid', 'expired', 'failed'];

/** Writes the attempt as the event leaves it; an attempt never recorded (the opening's write was lost) is written whole. */
function writeAttempt(batch: WriteBatch, event: CheckoutEvent, state: EventState, changes: Partial<PaymentAttemptDoc>) {
  const now = FieldValue.serverTimestamp();
  const fields = state.attempt
    ? { ...changes, updatedAt: now }
    : {
        ...paymentAttemptInsert.parse({
          orderId: event.orderId,
          attempt: event.attempt,
          sessionId: event.sessionId,
          mode: 'full',
          amount: event.amount,
          ...changes,
        }),
        createdAt: now,
        updatedAt: now,
      };
  batch.set(paymentAttempts.ref(attemptId(event.orderId, event.attempt)), fields, { merge: true });
}

/** The order's latest session, marked with where this event leaves it (when the event is about it). */
function checkoutAfter(order: OrderDoc, event: CheckoutEvent, status: OrderCheckout['status']): OrderCheckout {
  const latest = order.checkout;
  if (latest && latest.sessionId !== event.sessionId && latest.attempt > event.attempt) return latest;
  return { attempt: event.attempt, sessionId: event.sessionId, status, expiresAt: event.expiresAt };
}

/**
 * The writes of a payment received: the order is completed exactly as 'Completa' completes it (the
 * next invoice number, the invoice as issued, the payment method) when the whole invoice was paid,
 * or keeps its deposit and what is left to pay. A payment the order no longer needs (paid by
 * another session, completed or cancelled meanwhile, gone) only marks its attempt to refund.
 */
async function paidWrites(event: CheckoutEvent, state: EventState, latePayment: LatePaymentChoice): Promise<WriteBatch> {
  const { order, attempt } = state;
  const paidAttempt = { status: 'paid', paymentIntentId: event.paymentIntentId, endedAt: event.createdAt } as const;
  if (order?.payment?.sessionId === event.sessionId) return newBatch();
  if (!order || order.status !== 'pending' || order.payment) {
    const batch = newBatch();
    writeAttempt(batch, event, state, { ...paidAttempt, refundDue: true });
    return batch;
  }
  const service = await services.find(order.serviceId);
  const issued = issueInvoice(order, service);
  const mode: PaidMode = attempt?.mode ?? (event.amount >= issued.total ? 'full' : 'deposit');
  const payment: OrderPayment = {
    mode,
    amount: event.amount,
    remaining: Math.max(0, issued.total - event.amount),
    methodType: event.methodType,
    sessionId: event.sessionId,
    paymentIntentId: event.paymentIntentId,
    attempt: event.attempt,
    paidAt: event.createdAt,
  };
  const orderFields = { payment, checkout: checkoutAfter(order, event, 'paid') };
  let batch: WriteBatch;
  if (mode === 'full') {
    // Completed as 'Completa' completes it, by the patient who paid, with the card as the method;
    // a package's included visits count from the payment.
    const invoice = { ...(await nextInvoiceNumber()), issued, paymentMethod: paymentMethodOf(event.methodType) };
    batch = statusChangeBatch(order, 'completed', order.userId ?? 'stripe', {
      invoice,
      orderFields: { ...orderFields, package: packageEntitlementOf(service, event.createdAt) },
    });
  } else {
    batch = newBatch();
    batch.update(orders.ref(order.id), { ...orderFields, updatedAt: FieldValue.serverTimestamp() });
    // No invoice for a deposit: its receipt is a notice, and the e-mail that follows it.
    if (order.userId) {
      notificationIn(batch, {
        userId: order.userId,
        type: DEPOSIT_NOTICE.type,
        title: DEPOSIT_NOTICE.title,
        message: DEPOSIT_NOTICE.message(service?.name ?? 'la tua consulenza'),
        relatedId: order.id,
      });
    }
  }
  writeAttempt(batch, event, state, paidAttempt);
  // Paid after its visit went: the money stays, and the doctors are told to fix a new time (unless
  // the practice gives such payments back: payments/cancellationRefund.ts, after this batch).
  if (order.rescheduleDueAt && latePayment === 'reschedule') {
    for (const uid of await doctorIds()) {
      notificationIn(batch, `${order.id}-${RESCHEDULE.type}-${uid}`, {
        userId: uid,
        type: RESCHEDULE.type,
        title: RESCHEDULE.title,
        message: RESCHEDULE.message(order.customerName),
        relatedId: order.id,
      });
    }
  }
  return batch;
}

/**
 * The writes of an attempt that is still processing or has ended unpaid: the order stays as it is,
 * unpaid; one whose visit went while this payment was on its way (`rescheduleDueAt`) now goes too,
 * as it would have with its visit.
 */
function unpaidWrites(event: CheckoutEvent, state: EventState): WriteBatch {
  const { order, attempt } = state;
  if (attempt && FINAL_ATTEMPT_STATES.includes(attempt.status)) return newBatch();
  const visitGone = event.outcome === 'failed' && order?.status === 'pending' && !order.payment && order.rescheduleDueAt;
  const batch = visitGone ? statusChangeBatch(order, 'cancelled', order.userId ?? 'stripe') : newBatch();
  const processing = event.outcome === 'processing';
  writeAttempt(
    batch,
    event,
    state,
    processing ? { status: 'processing' } : { status: event.outcome as 'expired' | 'failed', endedAt: event.createdAt },
  );
  if (order && order.checkout?.sessionId === event.sessionId && order.checkout.status !== 'paid') {
    batch.update(orders.ref(order.id), { checkout: checkoutAfter(order, event, processing ? 'processing' : 'ended') });
  }
  return batch;
}

/** A completion may lose its invoice number to another, a copy of the event may win the claim: each round reads again (applyEventOnce). */
const APPLY_ROUNDS = 25;

/**
 * Applies a verified Checkout event once. Returns when its writes are committed (the webhook then
 * answers 2xx), or when it had been applied already; throws on a transient failure (a 5xx: Stripe
 * delivers it again).
 */
export async function applyCheckoutEvent(event: CheckoutEvent, latePayment: LatePaymentChoice): Promise<void> {
  if (!isDocumentId(event.orderId) || !isDocumentId(event.eventId)) return;
  await applyEventOnce(async () => {
    const state = await stateOf(event);
    if (state.applied) return undefined;
    const batch = event.outcome === 'paid' ? await paidWrites(event, state, latePayment) : unpaidWrites(event, state);
    paymentEvents.createIn(
      batch,
      event.eventId,
      paymentEventInsert.parse({ type: event.type, orderId: event.orderId, sessionId: event.sessionId }),
    );
    return batch;
  });
}

/**
 * Commits the batch of a webhook event, which carries the event's claim; `build` reads afresh each
 * round and answers nothing when the event was applied. A create that fails (a copy of the event
 * won the claim, the order changed, an invoice or credit note number was taken) reads again; any
 * other failure throws (a 5xx: Stripe delivers the event again).
 */
export async function applyEventOnce(build: () => Promise<WriteBatch | undefined>): Promise<void> {
  for (let round = 1; ; round += 1) {
    const batch = await build();
    if (!batch) return;
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (!isAlreadyExists(error) || round >= APPLY_ROUNDS) throw error;
      await retryPause();
    }
  }
}

/** The payment events read at most for one month's export (a practice has a few hundred). */
const MONTH_EVENTS_LIMIT = 10_000;
/** An event is recorded when the webhook applies it, which may come a little after the payment's own time. */
const EVENT_LAG_MS = 24 * 60 * 60 * 1000;

/**
 * The orders with a payment event applied between `start` and `end` (a day more on each side, so a
 * payment or refund of the month applied late is found): the caller keeps what falls in the month
 * by the payment's and refunds' own times. One query and one read of the orders, whatever their number.
 */
export async function ordersWithPaymentEventsBetween(start: Date, end: Date): Promise<OrderDoc[]> {
  const events = await paymentEvents.typed
    .where('processedAt', '>=', new Date(start.getTime() - EVENT_LAG_MS))
    .where('processedAt', '<', new Date(end.getTime() + EVENT_LAG_MS))
    .limit(MONTH_EVENTS_LIMIT)
    .get();
  const orderIds = [...new Set(events.docs.flatMap((document) => document.data().orderId ?? []))];
  return [...(await orders.many(orderIds)).values()];
}
