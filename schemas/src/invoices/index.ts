/** The invoices domain's public face: what other domains may import from it (docs/architecture.md). */
export { type IssuedInvoice, issuedInvoice, sistemaTsTransmission } from './entities';
export { creditNote, PAYMENT_METHOD_LABELS, type PaymentMethod, paymentMethod, SISTEMA_TS_ACCESS, yearQuery } from './fiscal';
export { defaultHealthService, FINAL_PRICE_NOTE, invoiceAmounts, isHealthService } from './invoiceAmounts';
