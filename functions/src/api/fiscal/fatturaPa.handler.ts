import { HttpError } from '../../app/httpError';
import { fatturaPa, type FatturaPaKind } from '../../invoices/fatturaPaXml';
import { invoicedOrder } from '../../invoices/invoicedOrder';
import { defineRoute, Download } from '../route';
import { FISCAL_ACCESS } from './fiscalAccess';
import { HEALTH_NOT_SDI } from './fiscalRefusals';
import { orderParams } from './orderParams';

async function eInvoice(orderId: string, kind: FatturaPaKind) {
  const invoice = await invoicedOrder(orderId);
  if (invoice.issued.healthExempt) throw HEALTH_NOT_SDI;
  if (kind === 'creditNote' && !invoice.order.creditNote)
    throw new HttpError(409, 'La fattura non è stata stornata: non ha una nota di credito');
  const { fileName, xml } = fatturaPa(invoice, kind);
  return new Download('application/xml; charset=utf-8', xml, fileName);
}

/** GET /api/admin/orders/{id}/fatturapa.xml: the SdI e-invoice (TD01) of a service that is not a health service. */
export const fatturaPaRoute = defineRoute({
  method: 'get',
  path: '/admin/orders/:id/fatturapa.xml',
  access: FISCAL_ACCESS,
  summary: 'La fattura elettronica SdI (FatturaPA 1.2.2, TD01) di una prestazione non sanitaria',
  params: orderParams,
  response: { contentType: 'application/xml; charset=utf-8' },
  handler: ({ params }) => eInvoice(params.id, 'invoice'),
});

/** GET /api/admin/orders/{id}/credit-note/fatturapa.xml: the e-invoice (TD04) of the credit note. */
export const creditNoteFatturaPaRoute = defineRoute({
  method: 'get',
  path: '/admin/orders/:id/credit-note/fatturapa.xml',
  access: FISCAL_ACCESS,
  summary: 'La nota di credito elettronica SdI (FatturaPA 1.2.2, TD04) di una prestazione non sanitaria',
  params: orderParams,
  response: { contentType: 'application/xml; charset=utf-8' },
  handler: ({ params }) => eInvoice(params.id, 'creditNote'),
});
