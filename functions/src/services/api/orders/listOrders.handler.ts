import { ordersContract } from '@app/schemas/services/ordersContract';

import { cursorParam, linkNextPage } from '../../../shared/data/pageCursor';
import { implement } from '../../../shared/route';
import { ordersPage } from '../../data/orders';
import { adminReader, orderViewsOf } from './orderView';

export const ADMIN_ORDERS_PAGE_SIZE = 50;

/**
 * GET /api/orders?q=&status=&month=&cursor= (admin): the orders, newest first, 50 a page (the next
 * in the Link header, which keeps the filters); `q` finds them by a prefix of the customer's name or
 * e-mail or of the invoice number. Two round trips: the page, then its services. The notes for the
 * doctor only to the doctor's role.
 */
export const listOrdersRoute = implement(ordersContract.listOrders, async ({ caller, query, response }) => {
  const { q, status, month, cursor } = query;
  const page = await ordersPage({ term: q || undefined, status, month }, ADMIN_ORDERS_PAGE_SIZE, cursorParam(cursor));
  const filters = Object.fromEntries(Object.entries({ q, status, month }).filter(([, value]) => value)) as Record<string, string>;
  linkNextPage(response, '/api/orders', page.next, filters);
  return orderViewsOf(page.orders, adminReader(caller));
});
