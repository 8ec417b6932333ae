import type { ApiRoute } from '../../../shared/route';
import { createAdminOrderRoute } from './createAdminOrder.handler';
import { createOrderRoute } from './createOrder.handler';
import { invoicePdfRoute } from './invoicePdf.handler';
import { listOrdersRoute } from './listOrders.handler';
import { listUserOrdersRoute } from './listUserOrders.handler';
import { sistemaTsExportRoute } from './sistemaTsExport.handler';
import { updateOrderStatusRoute } from './updateOrderStatus.handler';

/** The orders routes, in the order Express tries them. */
export const ordersRoutes: readonly ApiRoute[] = [
  createOrderRoute,
  createAdminOrderRoute,
  listOrdersRoute,
  updateOrderStatusRoute,
  listUserOrdersRoute,
  invoicePdfRoute,
  sistemaTsExportRoute,
];
