import { orderView } from '@app/schemas/orders';
import { z } from 'zod';

import { newestOrders } from '../../data/orders';
import { defineRoute } from '../route';
import { orderViewsOf } from './orderView';

/** GET /api/orders (admin): every customer's orders, newest first, in two round trips. */
export const listOrdersRoute = defineRoute({
  method: 'get',
  path: '/orders',
  access: 'admin',
  summary: 'Tutti gli ordini, i più recenti prima',
  response: z.array(orderView),
  handler: async () => orderViewsOf(await newestOrders()),
});
