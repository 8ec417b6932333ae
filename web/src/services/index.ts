/** The services domain's public face: what other domains may import from it (docs/architecture.md). */
export { invoicePdfUrl, myOrdersQuery } from './api/orders';
export { useServicePrices } from './api/servicePrices';
export { useServices } from './api/services';
export { OrderStatusChip } from './components/OrderStatusChip';
