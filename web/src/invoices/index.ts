/** The invoices domain's public face: what other domains may import from it (docs/architecture.md). */
export { OrderInvoiceActions } from './admin/OrderInvoiceActions';
export { PaymentMethodDialog } from './admin/PaymentMethodDialog';
export { RefundList } from './components/RefundList';
export { testOrderView } from './lib/testOrders';
