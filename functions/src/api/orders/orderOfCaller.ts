import type { OrderDoc } from '@app/schemas/entities';

import { HttpError } from '../../app/httpError';
import { orders } from '../../data/orders';
import type { Caller } from '../route';

export const ORDER_NOT_FOUND = 'Ordine non trovato';

/**
 * An order its customer or the admin may read (its invoice, its credit note). Any other member
 * gets the same 404 as for an unknown order, so no order's existence leaks.
 */
export async function orderOfCaller(caller: Caller, orderId: string): Promise<OrderDoc> {
  const order = await orders.find(orderId);
  if (!order || (order.userId !== caller.uid && !caller.isAdmin)) throw new HttpError(404, ORDER_NOT_FOUND);
  return order;
}
