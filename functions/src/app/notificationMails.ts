import type { NotificationDoc } from '@app/schemas/notifications/entities';

import { recipientOf } from '../accounts/mails/accountAddress';
import { appointmentMail, noticeKindOf } from '../appointments/mails/appointmentMails';
import { mealPlanPublished } from '../carePlan/mails/mealPlanPublished';
import { diaryComment } from '../diary/mails/diaryComment';
import { fodmapReminder } from '../fodmap/mails/fodmapReminder';
import { orders } from '../services/data/orders';
import { orderCancelled, orderConfirmed } from '../services/mails/orderStatus';
import type { MailInsert } from '../shared/mail/mailCollection';
import { queueMail, siteLink } from '../shared/mail/queue';
import type { MailTemplate } from '../shared/mail/template';

type Notification = Pick<NotificationDoc, 'userId' | 'type' | 'relatedId'>;

/** The e-mail a notification type sends, with its data (read from the related document where needed). */
type Built = { template: MailTemplate<unknown>; data: unknown; attachments?: MailInsert['attachments'] };
const MAILS: Record<string, (notification: Notification) => Promise<Built | undefined>> = {
  order_completed: async ({ relatedId }) => orderMail(orderConfirmed, relatedId, '/invoices'),
  order_cancelled: async ({ relatedId }) => orderMail(orderCancelled, relatedId, '/my-services'),
  // Never the comment: only that one is waiting in the diary.
  diary_comment: async () => ({ template: diaryComment, data: { link: siteLink('/diario') } }),
  // Never the plan: only that one is waiting in the app.
  meal_plan_published: async () => ({ template: mealPlanPublished, data: { link: siteLink('/piano') } }),
  // Never the group or the day, not even in the link: /diario leads to the reintroduction.
  fodmap_reminder: async () => ({ template: fodmapReminder, data: { link: siteLink('/diario') } }),
};

async function orderMail(template: typeof orderConfirmed, orderId: string | null | undefined, path: string) {
  const order = orderId ? await orders.find(orderId) : undefined;
  if (!order) return undefined;
  const serviceName = order.issuedInvoice?.serviceName ?? 'la tua consulenza';
  return { template, data: { serviceName, amountCents: order.totalAmount, link: siteLink(path) } };
}

/**
 * The e-mail that goes with a new notification, if its type has one: to the member's address in
 * Firebase Auth, with the notification's id as the mail's, so a repeated event queues it once.
 */
export async function mailForNotification(notificationId: string, notification: Notification | undefined): Promise<void> {
  if (!notification) return;
  const kind = noticeKindOf(notification.type);
  // The agenda's notices (appointment_*) share one builder; the others have theirs in MAILS.
  const build = kind ? (found: Notification) => appointmentMail(kind, found.relatedId) : MAILS[notification.type];
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
