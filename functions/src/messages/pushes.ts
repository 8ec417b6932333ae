/** The messages' push notification (docs/push.md): never the message's text, only that one is waiting. */
import type { MessageDoc } from '@app/schemas/messages/messages';
import type { PushPayload } from '@app/schemas/notifications/push';

export const doctorMessagePush: PushPayload = {
  title: 'Nuovo messaggio',
  body: 'Hai un nuovo messaggio dalla tua nutrizionista.',
  url: '/messaggi',
  tag: 'messages',
};

/** A new message as its push reads it: the conversation (the patient's uid), who wrote it, whether it is automatic. */
export type PushedMessage = Pick<MessageDoc, 'conversationId' | 'from' | 'automatic'>;

/** The push of a new message: a message the doctor wrote (not the practice's automatic reply) has one. */
export const messagePush = (message: Pick<PushedMessage, 'from' | 'automatic'>): PushPayload | undefined =>
  message.from === 'doctor' && !message.automatic ? doctorMessagePush : undefined;
