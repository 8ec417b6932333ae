import { recipientOf } from '../accounts/mails/accountAddress';
import { APPOINTMENT_MAILS } from '../appointments/mails/notificationMails';
import { CARE_PLAN_MAILS } from '../carePlan/mails/notificationMails';
import { DIARY_MAILS } from '../diary/mails/notificationMails';
import { FODMAP_MAILS } from '../fodmap/mails/notificationMails';
import type { NewNotification, NotificationMails } from '../notifications/mail/notificationMail';
import { queueMail } from '../notifications/mail/queue';
import { ORDER_MAILS } from '../services/mails/notificationMails';

/**
 * Each domain's e-mails by notification type, as the domain writes them (with its reading of the
 * order or the appointment). A type belongs to one domain only (notificationRegistries.test.ts).
 */
export const DOMAIN_MAILS = {
  appointments: APPOINTMENT_MAILS,
  carePlan: CARE_PLAN_MAILS,
  diary: DIARY_MAILS,
  fodmap: FODMAP_MAILS,
  services: ORDER_MAILS,
} as const satisfies Record<string, NotificationMails>;

/** The e-mail a notification type sends, with its data (read from the related document where needed). */
export const NOTIFICATION_MAILS: NotificationMails = Object.assign({}, ...Object.values(DOMAIN_MAILS));

/**
 * The e-mail that goes with a new notification, if its type has one: to the member's address in
 * Firebase Auth, with the notification's id as the mail's, so a repeated event queues it once.
 */
export async function mailForNotification(notificationId: string, notification: NewNotification | undefined): Promise<void> {
  if (!notification) return;
  const build = NOTIFICATION_MAILS[notification.type];
  if (!build) return;
  const recipient = await recipientOf(notification.userId);
  const mail = recipient && (await build(notification));
  if (!recipient || !mail) return;
  await queueMail({
    template: mail.template,
    data: mail.data,
    to: recipient.email,
    userId: notification.userId,
    id: `notification_${notificationId}`,
    attachments: mail.attachments,
  });
}
