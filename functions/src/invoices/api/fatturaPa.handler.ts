import { fiscalContract } from '@app/schemas/invoices/contract';

import { Conflict } from '../../shared/domainErrors';
import { Download, implement } from '../../shared/route';
import { fatturaPa, type FatturaPaKind } from '../fatturaPaXml';
import { invoicedOrder } from '../invoicedOrder';
import { HEALTH_NOT_SDI } from './fiscalRefusals';

async function eInvoice(orderId: string, kind: FatturaPaKind) {
  const invoice = await invoicedOrder(orderId);
  if (invoice.issued.healthExempt) throw HEALTH_NOT_SDI;
  if (kind === 'creditNote' && !invoice.order.creditNote) throw new Conflict('La fattura non è stata stornata: non ha una nota di credito');
  const { fileName, xml } = fatturaPa(invoice, kind);
  return new Download('application/xml; charset=utf-8', xml, fileName);
}

/** GET /api/admin/orders/{id}/fatturapa.xml: the SdI e-invoice (TD01) of a service that is not a health service. */
export const fatturaPaRoute = implement(fiscalContract.fatturaPa, ({ params }) => eInvoice(params.id, 'invoice'));

/** GET /api/admin/orders/{id}/credit-note/fatturapa.xml: the e-invoice (TD04) of the credit note. */
export const creditNoteFatturaPaRoute = implement(fiscalContract.creditNoteFatturaPa, ({ params }) => eInvoice(params.id, 'creditNote'));
