import type { NotificationDoc } from '@app/schemas/notifications/entities';

import type { MailInsert } from './mailCollection';
import type { MailTemplate } from './template';

/** A new notification as its e-mail and its push read it: the member, the type, the document it concerns. */
export type NewNotification = Pick<NotificationDoc, 'userId' | 'type' | 'relatedId'>;

/** The e-mail a notification sends, with its data and files. */
export interface NotificationMail {
  template: MailTemplate<unknown>;
  data: unknown;
  attachments?: MailInsert['attachments'];
}

/**
 * Builds a notification's e-mail, reading the related document where it needs to; undefined when
 * there is nothing to send (the document is gone). Never health data (template.ts).
 */
export type NotificationMailBuilder = (notification: NewNotification) => Promise<NotificationMail | undefined>;

/**
 * A domain's e-mails by notification type (each domain's `mails/notificationMails.ts`), which
 * app/notificationMails.ts gathers: a type belongs to one domain only.
 */
export type NotificationMails = Readonly<Record<string, NotificationMailBuilder>>;
