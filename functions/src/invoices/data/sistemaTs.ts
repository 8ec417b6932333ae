import type { SistemaTsTransmission } from '@app/schemas/invoices/entities';
import type { SistemaTsOperation } from '@app/schemas/invoices/fiscal';
import type { OrderDoc } from '@app/schemas/services/entities';
import { FieldValue } from 'firebase-admin/firestore';

import { orders } from '../../services/data/orders';
import { entity, newBatch } from '../../shared/data/entity';
import { createdUnlessExists } from '../../shared/firestoreErrors';

/**
 * Whether a send of this invoice may start now, and if so its operation and the 'sending'
 * transmission it writes: the rule is the invoices' (invoices/sistemaTsTransmission.ts, sendStart),
 * handed in so that the data layer stays below it.
 */
export type SendStart = (order: OrderDoc, now: Date) => { operation: SistemaTsOperation; transmission: SistemaTsTransmission } | null;

const sistemaTsSends = entity<{ id: string }>('sistemaTsSends', { notFound: 'Invio non trovato', stamps: ['claimedAt'] });

/**
 * Marks the invoice as being sent: of two sends of the same document (two tabs, a double click)
 * only one gets the operation; the other gets null and sends nothing. The claim is the create of
 * `sistema_ts_sends/{orderId}_{operation}_{time of the state it leaves}` in the same batch as the
 * 'sending' state: both senders read the same state, so both try the same id and one create fails.
 * (A read-then-write transaction would not do: the local Firestore does not isolate them.) A retry
 * after an error or a stale send leaves a newer state, so it gets an id of its own.
 */
export async function claimSistemaTsSend(
  orderId: string,
  sendStart: SendStart,
): Promise<{ order: OrderDoc; operation: SistemaTsOperation } | null> {
  const order = await orders.find(orderId);
  const start = order ? sendStart(order, new Date()) : null;
  if (!order || !start) return null;
  const { operation, transmission } = start;
  const batch = newBatch();
  batch.create(sistemaTsSends.ref(`${orderId}_${operation}_${order.sistemaTs?.at.getTime() ?? 0}`), {
    orderId,
    operation,
    claimedAt: FieldValue.serverTimestamp(),
  });
  batch.update(orders.ref(orderId), { sistemaTs: transmission });
  return (await createdUnlessExists(batch.commit())) ? { order, operation } : null;
}

/** Stores the outcome of a send on its invoice. */
export async function recordSistemaTsOutcome(orderId: string, transmission: SistemaTsTransmission): Promise<void> {
  await orders.ref(orderId).update({ sistemaTs: transmission });
}
