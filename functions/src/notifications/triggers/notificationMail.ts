import type { NotificationDoc } from '@app/schemas/notifications/entities';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { mailForNotification } from '../../app/notificationMails';
import { MAIL_LINK_SECRET } from '../../shared/mail/params';
import { triggerOn } from '../../shared/region';

/**
 * A notification that has an e-mail (an order confirmed or cancelled, a comment on the diary)
 * queues it. Idempotent: the mail's id is the notification's, created once.
 */
export const onNotificationMail = onDocumentCreated(
  { ...triggerOn(`${COLLECTIONS.notifications}/{notificationId}`), secrets: [MAIL_LINK_SECRET] },
  async (event) => mailForNotification(event.params.notificationId, event.data?.data() as NotificationDoc | undefined),
);
