import { fiscalContract } from '@app/schemas/invoices/contract';

import { recordSistemaTsExport } from '../../audit/data/healthReadAudit';
import { Download, implement } from '../../shared/route';
import { invoicedOrder } from '../invoicedOrder';
import { sistemaTsSecrets } from '../sistemaTsConfig';
import { sistemaTsXml } from '../sistemaTsXml';
import { assertGoesToSistemaTs } from './fiscalRefusals';

/**
 * GET /api/admin/orders/{id}/sistema-ts.xml (the doctor): the invoice's Sistema TS document, as
 * the web service receives it (after a credit note, its cancellation).
 */
export const sistemaTsDocumentRoute = implement(fiscalContract.sistemaTsDocument, async ({ caller, params }) => {
  const invoice = await invoicedOrder(params.id);
  assertGoesToSistemaTs(invoice);
  const operation = invoice.order.creditNote ? 'cancellazione' : 'inserimento';
  const xml = sistemaTsXml(operation, invoice, sistemaTsSecrets());
  // Who read which patient's health expense: the audit log's 'sistemats.export' (docs/security.md).
  const { invoiceDate, userId } = invoice.order;
  await recordSistemaTsExport(caller.uid, (invoiceDate ?? new Date()).getFullYear(), userId ? [userId] : []);
  return new Download('application/xml; charset=utf-8', xml, `sistema-ts-${invoice.order.invoiceNumber.replace('/', '-')}.xml`);
});
