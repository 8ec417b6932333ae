import type { NotificationDoc } from '@app/schemas/notifications/entities';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { VAPID_PRIVATE_KEY } from '../../notifications/push/params';
import { claimOnce } from '../../shared/data/appliedEvents';
import { triggerOn } from '../../shared/region';
import { pushForNotification } from '../notificationPushes';

/**
 * A notification of a pushed type (the appointment's reminder, the doctor's comment) goes to the
 * member's devices too (docs/push.md). Best effort: a failed push is logged, not retried; the event
 * is claimed just before sending, so a redelivered one pushes nothing again.
 */
export const onNotificationPush = onDocumentCreated(
  { ...triggerOn(`${COLLECTIONS.notifications}/{notificationId}`), secrets: [VAPID_PRIVATE_KEY] },
  async (event) => pushForNotification(event.data?.data() as NotificationDoc | undefined, () => claimOnce('onNotificationPush', event.id)),
);
