import { ordersContract } from '@app/schemas/services/ordersContract';

import { implement } from '../../../shared/route';
import { newestOrders } from '../../data/orders';
import { adminReader, orderViewsOf } from './orderView';

/**
 * GET /api/orders (admin): every customer's orders, newest first, in two round trips; the notes for
 * the doctor only to the doctor's role.
 */
export const listOrdersRoute = implement(ordersContract.listOrders, async ({ caller }) =>
  orderViewsOf(await newestOrders(), adminReader(caller)),
);
