import type { NotificationDoc } from '@app/schemas/notifications/entities';
import type { PushPayload } from '@app/schemas/notifications/push';

import { appointments } from '../appointments/data/appointments';
import type { MessageDoc } from '../messages/data/messages';
import { pushToMember } from '../notifications/push/send';
import { diaryCommentPush, doctorMessagePush, reminderPush } from '../notifications/push/texts';

type Notification = Pick<NotificationDoc, 'userId' | 'type' | 'relatedId'>;

/**
 * The notification types that also go to the member's devices, each with its fixed text (never the
 * notification's own message, which may quote the doctor). The reminder reads its appointment as it
 * is now: one cancelled or moved since is not announced.
 */
const PUSHES: Record<string, (notification: Notification) => Promise<PushPayload | undefined>> = {
  appointment_reminder: async ({ relatedId }) => {
    const appointment = relatedId ? await appointments.find(relatedId) : undefined;
    return appointment?.status === 'confirmed' ? reminderPush(appointment.id, appointment.start) : undefined;
  },
  diary_comment: async () => diaryCommentPush,
};

/** The push of a new notification, if its type has one, to every device of its member. */
export async function pushForNotification(notification: Notification | undefined, once?: () => Promise<boolean>): Promise<void> {
  const build = notification && PUSHES[notification.type];
  const payload = build && (await build(notification));
  if (payload) await pushToMember(notification.userId, payload, once);
}

/** A message the doctor wrote (not the practice's automatic reply) goes to the patient's devices. */
export async function pushForMessage(
  message: Pick<MessageDoc, 'conversationId' | 'from' | 'automatic'> | undefined,
  once?: () => Promise<boolean>,
): Promise<void> {
  if (!message || message.from !== 'doctor' || message.automatic) return;
  await pushToMember(message.conversationId, doctorMessagePush, once);
}
