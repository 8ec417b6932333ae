/** The invoices domain's public face: what other domains may import from it (docs/architecture.md). */
export type { IssuedInvoice } from './entities';
export { PAYMENT_METHOD_LABELS, type PaymentMethod } from './fiscal';
export { defaultHealthService, isHealthService } from './invoiceAmounts';
