import { messagesContract } from '@app/schemas/messages/contract';

import { users } from '../../accounts/data/users';
import { implement } from '../../shared/route';
import { inboxConversations } from '../data/messages';
import { messagingAccess } from './messagingAccess';

/**
 * GET /api/admin/conversations: the patients with messaging (open now, or with messages), those
 * with unread messages first, then by the last message. Two round trips: the conversations and the
 * profiles' names.
 */
export const listConversationsRoute = implement(messagesContract.listConversations, async ({ request }) => {
  const rows = (await inboxConversations())
    .map((conversation) => ({ conversation, enabled: messagingAccess(conversation, request.now).canWrite }))
    .filter(({ conversation, enabled }) => enabled || conversation.lastMessage);
  const profiles = await users.many(
    rows.map(({ conversation }) => conversation.id),
    ['firstName', 'lastName'],
  );
  const lastTime = (row: (typeof rows)[number]) => row.conversation.lastMessageAt?.getTime() ?? 0;
  const unread = (row: (typeof rows)[number]) => Math.max(0, row.conversation.doctorUnread ?? 0);
  return rows
    .sort((a, b) => Number(unread(b) > 0) - Number(unread(a) > 0) || lastTime(b) - lastTime(a))
    .map((row) => {
      const { conversation } = row;
      const profile = profiles.get(conversation.id);
      const last = conversation.lastMessage;
      return {
        uid: conversation.id,
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        enabled: row.enabled,
        lastMessage: last
          ? { text: last.text, from: last.from, createdAt: (conversation.lastMessageAt ?? new Date(0)).toISOString() }
          : null,
        unread: unread(row),
      };
    });
});
