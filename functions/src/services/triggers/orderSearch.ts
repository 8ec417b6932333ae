import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { keepOrderSearchTermsInStep } from '../data/orders';

/**
 * The doctor's search of the orders (GET /api/orders?q=) reads `searchTerms`: every write of an
 * order keeps them in step with its customer and invoice number, whoever wrote it (a booking, the
 * doctor, the invoice's number, an erasure that scrubs the e-mail, the demo data).
 */
export const onOrderWrittenSearchTerms = onDocumentWritten(triggerOn(`${COLLECTIONS.orders}/{orderId}`), async (event) => {
  const order = event.data?.after;
  if (order?.exists) await keepOrderSearchTermsInStep(event.params.orderId, order.data() ?? {});
});
