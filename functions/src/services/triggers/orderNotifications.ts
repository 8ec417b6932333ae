import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';

import { applyOnce } from '../../shared/data/appliedEvents';
import { triggerOn } from '../../shared/region';
import { orderStatusNotification } from '../data/orderNotifications';

/**
 * Tells the patient when the doctor confirms (completes) or cancels their order: one notification
 * per change, idempotent by the event id (docs/product.md, Notifications). Orders leave `pending` once.
 */
export const onOrderStatusNotify = onDocumentUpdated(triggerOn(`${COLLECTIONS.orders}/{orderId}`), async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const notification = orderStatusNotification(event.params.orderId, before, after);
  if (notification) await applyOnce('onOrderStatusNotify', event.id, (batch) => notification(batch));
});
