import type { ApiRoute } from '../../shared/route';
import { createCreditNoteRoute } from './createCreditNote.handler';
import { creditNotePdfRoute } from './creditNotePdf.handler';
import { creditNoteFatturaPaRoute, fatturaPaRoute, refundCreditNoteFatturaPaRoute } from './fatturaPa.handler';
import { refundCreditNotePdfRoute } from './refundCreditNotePdf.handler';
import { setPaymentMethodRoute } from './setPaymentMethod.handler';
import { sistemaTsDocumentRoute } from './sistemaTsDocument.handler';
import { sendSistemaTsYearRoute, sistemaTsYearRoute } from './sistemaTsYear.handler';

/** The fiscal routes (docs/fiscal.md), in the order Express tries them. */
export const fiscalRoutes: readonly ApiRoute[] = [
  setPaymentMethodRoute,
  sistemaTsDocumentRoute,
  fatturaPaRoute,
  creditNoteFatturaPaRoute,
  refundCreditNoteFatturaPaRoute,
  createCreditNoteRoute,
  creditNotePdfRoute,
  refundCreditNotePdfRoute,
  sistemaTsYearRoute,
  sendSistemaTsYearRoute,
];
