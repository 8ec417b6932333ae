/**
 * Disputes of online payments (docs/payments.md, Disputes): `charge.dispute.created` and its
 * updates record the dispute on the order paid with that PaymentIntent (found through its paid
 * attempt, which keeps the id at the top level), and a new one tells the
 * doctors. Each event is applied once (its payment_events claim), in any order: an update older
 * than what the order holds changes nothing.
 */
import { DISPUTE_NOTICE, type OrderDispute } from '@app/schemas/services/disputes';
import type { OrderDoc } from '@app/schemas/services/entities';
import { paymentEventInsert } from '@app/schemas/services/entities';
import { isDocumentId } from '@app/schemas/shared/documentId';
import { FieldValue } from 'firebase-admin/firestore';

import { doctorIds } from '../../accounts/data/users';
import { notificationIn } from '../../notifications/data/notifications';
import { newBatch } from '../../shared/data/entity';
import { orders } from './orders';
import { applyEventOnce, paymentAttempts, paymentEvents } from './payments';

/** What a verified dispute event says. */
export interface DisputeEvent {
  eventId: string;
  type: string;
  disputeId: string;
  paymentIntentId: string;
  amount: number;
  reason: string;
  status: string;
  /** When Stripe made the event. */
  createdAt: Date;
}

/** The order paid online with this PaymentIntent, through the attempt that paid it: two round trips. */
async function orderPaidWith(paymentIntentId: string): Promise<OrderDoc | undefined> {
  const snapshot = await paymentAttempts.typed.where('paymentIntentId', '==', paymentIntentId).limit(1).get();
  const attempt = snapshot.docs[0]?.data();
  return attempt ? orders.find(attempt.orderId) : undefined;
}

/**
 * Whether the event says more than the order holds: another dispute, or a later event of the same
 * one (in the same second, an update beats the creation).
 */
function isNewer(event: DisputeEvent, known: OrderDispute | null | undefined): boolean {
  if (!known || known.disputeId !== event.disputeId) return true;
  const [at, knownAt] = [event.createdAt.getTime(), known.eventAt.getTime()];
  return at > knownAt || (at === knownAt && event.type !== 'charge.dispute.created');
}

/** Applies a verified dispute event once; throws on a transient failure (a 5xx: Stripe delivers it again). */
export async function applyDisputeEvent(event: DisputeEvent): Promise<void> {
  if (!isDocumentId(event.eventId)) return;
  const [order, doctors] = await Promise.all([
    orderPaidWith(event.paymentIntentId),
    event.type === 'charge.dispute.created' ? doctorIds() : Promise.resolve([]),
  ]);
  await applyEventOnce(async () => {
    if (await paymentEvents.find(event.eventId)) return undefined;
    const batch = newBatch();
    if (order) {
      if (isNewer(event, order.dispute)) {
        const openedAt = order.dispute?.disputeId === event.disputeId ? order.dispute.openedAt : event.createdAt;
        const { disputeId, amount, reason, status, createdAt: eventAt } = event;
        const dispute: OrderDispute = { disputeId, amount, reason, status, openedAt, eventAt };
        batch.update(orders.ref(order.id), { dispute, updatedAt: FieldValue.serverTimestamp() });
      }
      // Told once per dispute, however many creation events Stripe sends.
      const isNew = order.dispute?.disputeId !== event.disputeId;
      for (const uid of isNew ? doctors : []) {
        notificationIn(batch, `${event.disputeId}-${uid}`, {
          userId: uid,
          type: DISPUTE_NOTICE.type,
          title: DISPUTE_NOTICE.title,
          message: DISPUTE_NOTICE.message(order.customerName, event.amount),
          relatedId: order.id,
        });
      }
    }
    paymentEvents.createIn(
      batch,
      event.eventId,
      paymentEventInsert.parse({ type: event.type, orderId: order?.id ?? null, sessionId: null }),
    );
    return batch;
  });
}
