import type { OrderDoc, SistemaTsTransmission } from '@app/schemas/entities';
import type { SistemaTsOperation } from '@app/schemas/fiscal';

import { db } from '../app/firebase';
import { mayStart, sendingTransmission } from '../invoices/sistemaTsTransmission';
import { orders } from './orders';

/**
 * Marks the invoice as being sent, in a transaction: of two sends of the same document (two tabs,
 * a double click) only one gets the operation; the other gets null and sends nothing.
 */
export async function claimSistemaTsSend(orderId: string): Promise<{ order: OrderDoc; operation: SistemaTsOperation } | null> {
  return db.runTransaction(async (transaction) => {
    const order = (await transaction.get(orders.typed.doc(orderId))).data();
    const now = new Date();
    const operation = order ? mayStart(order, now) : null;
    if (!order || !operation) return null;
    transaction.update(orders.ref(orderId), { sistemaTs: sendingTransmission(order, operation, now) });
    return { order, operation };
  });
}

/** Stores the outcome of a send on its invoice. */
export async function recordSistemaTsOutcome(orderId: string, transmission: SistemaTsTransmission): Promise<void> {
  await orders.ref(orderId).update({ sistemaTs: transmission });
}
