/** The services domain's public face: what other domains may import from it (docs/architecture.md). */
export { orderOfCaller } from './api/orders/orderOfCaller';
export { adminReader, orderViewsOf } from './api/orders/orderView';
export { orderOwnersBefore, orderTracesSince } from './data/orderOwners';
export {
  type InvoiceNumber,
  newestOrders,
  nextNumberIn,
  numberId,
  type NumberSeries,
  orderCustomers,
  orders,
  ordersInvoicedIn,
  visitCalledOff,
} from './data/orders';
export { services, servicesOfOrders } from './data/services';
