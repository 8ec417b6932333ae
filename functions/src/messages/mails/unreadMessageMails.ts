import type { MessageDoc, MessageSender } from '@app/schemas/messages/messages';

import { doctorIds } from '../../accounts/data/users';
import { recipientOf } from '../../accounts/mails/accountAddress';
import { queueMail, siteLink } from '../../notifications/mail/queue';
import { conversations, markMailed, readerOf, unmailedUnread } from '../data/messages';
import { messageFromDoctor, messageFromPatient } from './messages';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** A message unread this long gets its recipient an e-mail. */
export const UNREAD_MAIL_DELAY_MS = 15 * MINUTE;
/** Messages one check reads at most; the next check takes the rest. */
const CHECK_LIMIT = 500;

const MAIL_OF: Record<MessageSender, { template: typeof messageFromDoctor; path: string }> = {
  patient: { template: messageFromDoctor, path: '/messaggi' },
  doctor: { template: messageFromPatient, path: '/admin/messaggi' },
};

/**
 * The unread-message e-mails (docs/messages.md): for each conversation and side with a message
 * unread for 15 minutes, one e-mail to its recipient (the patient, or each doctor), never with the
 * text, at most one per conversation and side an hour, through queueMail (so the recipient's
 * preferences apply). The mail's id names the hour, so a repeated check queues it once.
 */
export async function mailUnreadMessages(now: Date): Promise<number> {
  const due = await unmailedUnread(new Date(now.getTime() - UNREAD_MAIL_DELAY_MS), CHECK_LIMIT);
  const groups = new Map<string, { conversationId: string; reader: MessageSender; items: MessageDoc[] }>();
  for (const message of due) {
    const reader = readerOf(message.from);
    const key = `${message.conversationId}_${reader}`;
    const group = groups.get(key) ?? { conversationId: message.conversationId, reader, items: [] };
    group.items.push(message);
    groups.set(key, group);
  }
  if (groups.size === 0) return 0;
  const [conversationOf, doctors] = await Promise.all([
    conversations.many([...groups.values()].map((group) => group.conversationId)),
    doctorIds(),
  ]);
  let queued = 0;
  for (const { conversationId, reader, items } of groups.values()) {
    const last = conversationOf.get(conversationId)?.mailedAt?.[reader];
    if (last && now.getTime() - last.getTime() < HOUR) continue;
    const { template, path } = MAIL_OF[reader];
    for (const uid of reader === 'patient' ? [conversationId] : doctors) {
      const recipient = await recipientOf(uid);
      if (!recipient) continue;
      const outcome = await queueMail({
        template,
        data: { link: siteLink(path) },
        to: recipient.email,
        userId: uid,
        id: `messages_${conversationId}_${uid}_${Math.floor(now.getTime() / HOUR)}`,
      });
      if (outcome === 'queued') queued += 1;
    }
    await markMailed(
      conversationId,
      reader,
      items.map((item) => item.id),
      now,
    );
  }
  return queued;
}
