/** The services domain's public face: what other domains may import from it (docs/architecture.md). */
export type { OrderDoc, OrderInsert, ServiceDoc } from './entities';
export { BILLING_TYPE_LABELS, ORDER_FIELD_LABELS, type OrderView } from './orders';
export type { ServiceView } from './services';
