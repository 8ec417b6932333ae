/**
 * The refunds of orders paid online (docs/payments.md, Refunds): each refund kept on its order under
 * its attempt number (`refunds.{attempt}`), recorded once when Stripe accepted it, and settled once
 * by the webhook: a succeeded refund of an invoiced order issues its partial credit note, a failed
 * one issues nothing and tells the doctors. Claims are creates of payment_events documents: the
 * request's under Stripe's refund id, the settlement's under `{refund id}-settled`, each event's
 * under its id.
 */
import { type OrderDoc, type PaymentEventDoc, paymentEventInsert } from '@app/schemas/services/entities';
import { type OrderRefund, REFUND_FAILED_NOTICE } from '@app/schemas/services/refunds';
import { isDocumentId } from '@app/schemas/shared/documentId';
import { type DocumentSnapshot, FieldValue, type WriteBatch } from 'firebase-admin/firestore';

import { doctorIds } from '../../accounts/data/users';
import { nextCreditNoteNumber, refundCreditNoteIn } from '../../invoices/data/creditNotes';
import { notificationIn } from '../../notifications/data/notifications';
import { newBatch } from '../../shared/data/entity';
import { db } from '../../shared/firebase';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';
import { orders } from './orders';
import { applyEventOnce, paymentEvents } from './payments';

/** The reason of a refund settled before the request's own record was written (the record then adds the doctor's words). */
const REASON_UNRECORDED = 'Rimborso registrato da Stripe';

const isAlreadyExists = (error: unknown) => isFirestoreError(error, FIRESTORE_CODES.alreadyExists);

/** The order's refunds (orders stored before the field have none). */
export const refundsOf = (order: OrderDoc): OrderRefund[] => Object.values(order.refunds ?? {});

/** The next refund's attempt: one more than any before, failed ones included (each has its own idempotency key). */
export const nextRefundAttempt = (order: OrderDoc) => Math.max(0, ...refundsOf(order).map((refund) => refund.attempt)) + 1;

/** The idempotency key of a refund attempt: the same request sent twice is one refund at Stripe. */
export const refundIdempotencyKey = (orderId: string, attempt: number) => `refund-${orderId}-${attempt}`;

const refundField = (attempt: number) => `refunds.${attempt}`;

export type RequestedRefund = Pick<OrderRefund, 'attempt' | 'refundId' | 'amount' | 'reason' | 'requestedBy'>;

/**
 * Records a refund Stripe accepted, pending until its webhook. Claimed by the create of
 * payment_events/{refund id}: a twin request that got the same refund from the same idempotency
 * key, or a webhook that came first and recorded it, leaves it as it is.
 */
export async function recordRefund(orderId: string, requested: RequestedRefund): Promise<void> {
  const batch = newBatch();
  paymentEvents.createIn(batch, requested.refundId, paymentEventInsert.parse({ type: 'refund.requested', orderId, sessionId: null }));
  const refund: OrderRefund = { ...requested, status: 'pending', requestedAt: new Date(), settledAt: null, creditNote: null };
  batch.update(orders.ref(orderId), { [refundField(requested.attempt)]: refund, updatedAt: FieldValue.serverTimestamp() });
  try {
    await batch.commit();
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    // A twin's record, or the webhook's when it came first: the refund is there, with or without
    // the doctor's words; they are added (the credit note reads them when its PDF is made).
    await orders.ref(orderId).update({
      [`${refundField(requested.attempt)}.reason`]: requested.reason,
      [`${refundField(requested.attempt)}.requestedBy`]: requested.requestedBy,
    });
  }
}

/** What a verified webhook event says of one of the app's refunds (its order and attempt in the metadata). */
export interface RefundEvent {
  /** The claim of this event (Stripe's event id, with the refund's id when one event carries several). */
  eventId: string;
  type: string;
  outcome: 'succeeded' | 'failed' | 'pending';
  orderId: string;
  attempt: number;
  refundId: string;
  /** Cents, as Stripe refunds them. */
  amount: number;
  /** When Stripe made the event. */
  createdAt: Date;
}

/** The order and whether the event was applied: one round trip. */
async function stateOf(event: RefundEvent): Promise<{ order: OrderDoc | undefined; applied: boolean }> {
  const [order, applied] = (await db.getAll(orders.typed.doc(event.orderId), paymentEvents.typed.doc(event.eventId))) as [
    DocumentSnapshot<OrderDoc>,
    DocumentSnapshot<PaymentEventDoc>,
  ];
  return { order: order.data(), applied: applied.exists };
}

/** The refund as the app knows it; one it never recorded (the request's write was lost) is taken from the event. */
function knownRefund(order: OrderDoc, event: RefundEvent): { refund: OrderRefund; recorded: boolean } {
  const recorded = order.refunds?.[String(event.attempt)];
  if (recorded) return { refund: recorded, recorded: true };
  const refund: OrderRefund = {
    attempt: event.attempt,
    refundId: event.refundId,
    amount: event.amount,
    reason: REASON_UNRECORDED,
    status: 'pending',
    requestedBy: 'stripe',
    requestedAt: event.createdAt,
    settledAt: null,
    creditNote: null,
  };
  return { refund, recorded: false };
}

/**
 * The writes of a refund's final state, claimed by `{refund id}-settled` so that two events about one
 * refund (charge.refunded and refund.updated) settle it once: succeeded, with the partial credit note
 * of an invoiced order; failed, with nothing issued and a notice to each doctor.
 */
async function settlementWrites(batch: WriteBatch, order: OrderDoc, event: RefundEvent, doctors: string[]): Promise<void> {
  if (event.outcome === 'pending') return;
  const { refund, recorded } = knownRefund(order, event);
  if (refund.status !== 'pending') return;
  // Whoever comes second, the request's record or this settlement, finds the refund there.
  if (!recorded)
    paymentEvents.createIn(batch, event.refundId, paymentEventInsert.parse({ type: event.type, orderId: order.id, sessionId: null }));
  paymentEvents.createIn(
    batch,
    `${event.refundId}-settled`,
    paymentEventInsert.parse({ type: event.type, orderId: order.id, sessionId: null }),
  );
  const creditNote =
    event.outcome === 'succeeded' && order.invoiceNumber && order.issuedInvoice
      ? refundCreditNoteIn(batch, order, refund, await nextCreditNoteNumber())
      : null;
  const settled: OrderRefund = { ...refund, status: event.outcome, settledAt: event.createdAt, creditNote };
  batch.update(orders.ref(order.id), { [refundField(event.attempt)]: settled, updatedAt: FieldValue.serverTimestamp() });
  if (event.outcome === 'failed') {
    for (const uid of doctors) {
      notificationIn(batch, `${event.refundId}-failed-${uid}`, {
        userId: uid,
        type: REFUND_FAILED_NOTICE.type,
        title: REFUND_FAILED_NOTICE.title,
        message: REFUND_FAILED_NOTICE.message(order.customerName, refund.amount),
        relatedId: order.id,
      });
    }
  }
}

/**
 * Applies a verified refund event once. Returns when its writes are committed (the webhook then
 * answers 2xx) or when it had been applied; throws on a transient failure (a 5xx: Stripe delivers
 * it again). An event about an order that is gone is claimed and left.
 */
export async function applyRefundEvent(event: RefundEvent): Promise<void> {
  if (!isDocumentId(event.orderId) || !isDocumentId(event.eventId) || !isDocumentId(event.refundId)) return;
  const doctors = event.outcome === 'failed' ? await doctorIds() : [];
  // A copy of the event, or another event settling the same refund, may win; a credit note number may be taken.
  await applyEventOnce(async () => {
    const { order, applied } = await stateOf(event);
    if (applied) return undefined;
    const batch = newBatch();
    if (order) await settlementWrites(batch, order, event, doctors);
    paymentEvents.createIn(batch, event.eventId, paymentEventInsert.parse({ type: event.type, orderId: event.orderId, sessionId: null }));
    return batch;
  });
}
