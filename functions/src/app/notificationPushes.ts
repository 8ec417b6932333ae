import { APPOINTMENT_PUSHES } from '../appointments/pushes';
import { DIARY_PUSHES } from '../diary/pushes';
import { messagePush, type PushedMessage } from '../messages/pushes';
import type { NewNotification } from '../notifications/mail/notificationMail';
import type { NotificationPushes } from '../notifications/push/notificationPush';
import { pushToMember } from '../notifications/push/send';

/**
 * Each domain's pushes by notification type, as the domain writes them. A type belongs to one
 * domain only (notificationRegistries.test.ts).
 */
export const DOMAIN_PUSHES = {
  appointments: APPOINTMENT_PUSHES,
  diary: DIARY_PUSHES,
} as const satisfies Record<string, NotificationPushes>;

/**
 * The notification types that also go to the member's devices, each with its fixed text (never the
 * notification's own message, which may quote the doctor). The reminder reads its appointment as it
 * is now: one cancelled or moved since is not announced.
 */
export const NOTIFICATION_PUSHES: NotificationPushes = Object.assign({}, ...Object.values(DOMAIN_PUSHES));

/** The push of a new notification, if its type has one, to every device of its member. */
export async function pushForNotification(notification: NewNotification | undefined, once?: () => Promise<boolean>): Promise<void> {
  const build = notification && NOTIFICATION_PUSHES[notification.type];
  const payload = build && (await build(notification));
  if (payload) await pushToMember(notification.userId, payload, once);
}

/** A message the doctor wrote (not the practice's automatic reply) goes to the patient's devices. */
export async function pushForMessage(message: PushedMessage | undefined, once?: () => Promise<boolean>): Promise<void> {
  const payload = message && messagePush(message);
  if (payload) await pushToMember(message.conversationId, payload, once);
}
