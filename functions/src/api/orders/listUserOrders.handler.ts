import { orderView } from '@app/schemas/orders';
import { z } from 'zod';

import { newestOrders } from '../../data/orders';
import { defineRoute } from '../route';
import { orderViewsOf } from './orderView';

/** GET /api/user/orders (member): the caller's own orders, newest first, in two round trips. */
export const listUserOrdersRoute = defineRoute({
  method: 'get',
  path: '/user/orders',
  access: 'member',
  summary: "Gli ordini dell'utente, i più recenti prima",
  response: z.array(orderView),
  handler: async ({ caller }) => orderViewsOf(await newestOrders({ userId: caller.uid })),
});
