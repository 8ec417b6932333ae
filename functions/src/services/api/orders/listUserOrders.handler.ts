import { ordersContract } from '@app/schemas/services/ordersContract';

import { implement } from '../../../shared/route';
import { newestOrders } from '../../data/orders';
import { orderViewsOf, OWNER } from './orderView';

/** GET /api/user/orders (member): the caller's own orders, newest first, in two round trips. */
export const listUserOrdersRoute = implement(ordersContract.listUserOrders, async ({ caller }) =>
  orderViewsOf(await newestOrders({ userId: caller.uid }), OWNER),
);
