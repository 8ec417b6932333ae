import { ordersContract } from '@app/schemas/contracts/orders';

import { newestOrders } from '../../data/orders';
import { implement } from '../route';
import { orderViewsOf } from './orderView';

/** GET /api/orders (admin): every customer's orders, newest first, in two round trips. */
export const listOrdersRoute = implement(ordersContract.listOrders, async () => orderViewsOf(await newestOrders()));
