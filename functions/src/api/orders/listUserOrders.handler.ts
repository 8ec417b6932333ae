import type { RequestHandler } from 'express';
import type { OrderDoc } from '@app/schemas/entities';
import { collection, documentOf } from '../../app/documents';
import { callerOf } from '../../app/session';
import { ORDERS_PAGE_SIZE, orderViewsOf } from './orderView';

/** GET /api/user/orders (member): the caller's own orders, newest first, in two round trips. */
export const listUserOrders: RequestHandler = async (req, res) => {
  const caller = callerOf(req);
  const snapshot = await collection('orders')
    .where('userId', '==', caller.uid)
    .orderBy('createdAt', 'desc')
    .limit(ORDERS_PAGE_SIZE)
    .get();
  res.json(await orderViewsOf(snapshot.docs.map((doc) => documentOf<OrderDoc>(doc))));
};
