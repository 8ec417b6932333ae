/**
 * What each push notification says (docs/push.md): fixed texts and at most a date and time, never
 * health data (no comment, no message, no service, no place), since a phone shows them on its lock
 * screen. The tag makes a later notification of the same kind replace the earlier one. Each domain
 * writes the texts it sends (appointments/pushes.ts, diary/pushes.ts, messages/pushes.ts).
 */
import type { PushPayload } from '@app/schemas/notifications/push';

import type { NewNotification } from '../../notifications/mail/notificationMail';

/** Builds a notification's push, reading the related document where it needs to; undefined when none is due. */
export type NotificationPushBuilder = (notification: NewNotification) => Promise<PushPayload | undefined>;

/**
 * A domain's pushes by notification type, which app/notificationPushes.ts gathers: a type belongs
 * to one domain only.
 */
export type NotificationPushes = Readonly<Record<string, NotificationPushBuilder>>;
