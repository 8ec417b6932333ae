import type { NotificationDoc } from '@app/schemas/notifications/entities';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { MAIL_LINK_SECRET } from '../../notifications/mail/params';
import { triggerOn } from '../../shared/region';
import { mailForNotification } from '../notificationMails';

/**
 * A notification that has an e-mail (an order confirmed or cancelled, a comment on the diary)
 * queues it. Idempotent: the mail's id is the notification's, created once.
 */
export const onNotificationMail = onDocumentCreated(
  { ...triggerOn(`${COLLECTIONS.notifications}/{notificationId}`), secrets: [MAIL_LINK_SECRET] },
  async (event) => mailForNotification(event.params.notificationId, event.data?.data() as NotificationDoc | undefined),
);
