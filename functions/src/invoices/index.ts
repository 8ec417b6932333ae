/** The invoices domain's public face: what other domains may import from it (docs/architecture.md). */
export { nextCreditNoteNumber, refundCreditNoteIn } from './data/creditNotes';
export { creditNotesSince, type DatedAmount, invoicesSince } from './data/invoiceTotals';
export { invoiceContent } from './invoiceContent';
export { A4, invoicePdf, oneLine, PageWriter, wrap } from './invoicePdf';
export { issuedInvoiceOf, issueInvoice, orderLineName, REMOVED_SERVICE_NAME } from './issuedInvoice';
export { italianDate } from './italianFormat';
export { sistemaTsCsv } from './sistemaTsCsv';
