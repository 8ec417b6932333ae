import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { refreshPackageEnd } from '../data/remotePackage';

/**
 * Keeps on each patient's conversation when their remote package ends (docs/messages.md), so the
 * thread and the bell read who may write in one document. Recomputed from the orders on every status
 * change, so a redelivered event writes the same value.
 */
export const onOrderMessagingPackage = onDocumentWritten(triggerOn(`${COLLECTIONS.orders}/{orderId}`), async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (before?.status === after?.status) return;
  const userId = (after?.userId ?? before?.userId) as string | null | undefined;
  if (userId) await refreshPackageEnd(userId);
});
