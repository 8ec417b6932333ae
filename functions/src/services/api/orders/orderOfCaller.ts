import type { OrderDoc } from '@app/schemas/services/entities';
import { NOT_FOUND } from '@app/schemas/shared/notFound';

import { NotFound } from '../../../shared/domainErrors';
import type { Caller } from '../../../shared/route';
import { orders } from '../../data/orders';

/**
 * An order its customer or the admin may read (its invoice, its credit note). Any other member
 * gets the same 404 as for an unknown order, so no order's existence leaks.
 */
export async function orderOfCaller(caller: Caller, orderId: string): Promise<OrderDoc> {
  const order = await orders.find(orderId);
  if (!order || (order.userId !== caller.uid && !caller.isAdmin)) throw new NotFound(NOT_FOUND.order);
  return order;
}
