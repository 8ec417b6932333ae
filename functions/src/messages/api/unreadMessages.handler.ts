import { messagesContract } from '@app/schemas/messages/contract';

import { implement } from '../../shared/route';
import { conversations, doctorInboxState } from '../data/messages';

/**
 * GET /api/messages/unread: the bell's count and the open thread's poll (docs/messages.md). For the
 * doctor the patients' unread messages, for a patient the doctor's; `changedAt` moves with every
 * message and every read. One round trip.
 */
export const unreadMessagesRoute = implement(messagesContract.unreadMessages, async ({ caller }) => {
  if (caller.isDoctor) {
    const { unread, changedAt } = await doctorInboxState();
    return { unread, changedAt: changedAt?.toISOString() ?? null };
  }
  const conversation = await conversations.find(caller.uid);
  return { unread: Math.max(0, conversation?.patientUnread ?? 0), changedAt: conversation?.updatedAt?.toISOString() ?? null };
});
