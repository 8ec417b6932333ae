/** The notifications domain's public face: what other domains may import from it (docs/architecture.md). */
export { type Notice, notificationIn, notifications } from './data/notifications';
export { erasePushSubscriptionsOf, pushSubscriptions } from './data/pushSubscriptions';
export { mails } from './mail/mailCollection';
export type { NotificationMail, NotificationMailBuilder, NotificationMails } from './mail/notificationMail';
export { queueMail, siteLink } from './mail/queue';
export { defineTemplate, type MailContent, type MailTemplate } from './mail/template';
export type { NotificationPushes } from './push/notificationPush';
