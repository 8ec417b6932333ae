import type { MessageDoc } from '@app/schemas/messages/messages';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { VAPID_PRIVATE_KEY } from '../../notifications/push/params';
import { claimOnce } from '../../shared/data/appliedEvents';
import { triggerOn } from '../../shared/region';
import { pushForMessage } from '../notificationPushes';

/**
 * The doctor's new message goes to the patient's devices (docs/push.md), without its text; once per
 * event, like onNotificationPush.
 */
export const onMessagePush = onDocumentCreated(
  { ...triggerOn(`${COLLECTIONS.messages}/{messageId}`), secrets: [VAPID_PRIVATE_KEY] },
  async (event) => pushForMessage(event.data?.data() as MessageDoc | undefined, () => claimOnce('onMessagePush', event.id)),
);
