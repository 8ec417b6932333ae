import type { RequestHandler } from 'express';
import type { OrderDoc } from '@app/schemas/entities';
import { collection, documentOf } from '../../app/documents';
import { ORDERS_PAGE_SIZE, orderViewsOf } from './orderView';

/** GET /api/orders (admin): every customer's orders, newest first, in two round trips. */
export const listOrders: RequestHandler = async (_req, res) => {
  const snapshot = await collection('orders').orderBy('createdAt', 'desc').limit(ORDERS_PAGE_SIZE).get();
  res.json(await orderViewsOf(snapshot.docs.map((doc) => documentOf<OrderDoc>(doc))));
};
