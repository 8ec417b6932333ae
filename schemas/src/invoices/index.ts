/** The invoices domain's public face: what other domains may import from it (docs/architecture.md). */
export { type IssuedInvoice, issuedInvoice, sistemaTsTransmission } from './entities';
export {
  creditNote,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentMethod,
  SISTEMA_TS_ACCESS,
  type SistemaTsYearView,
  yearQuery,
} from './fiscal';
export { defaultHealthService, FINAL_PRICE_NOTE, invoiceAmounts, isHealthService } from './invoiceAmounts';
