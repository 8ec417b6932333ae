import { messagesContract } from '@app/schemas/messages/contract';

import { cursorParam, linkNextPage } from '../../shared/data/pageCursor';
import { implement } from '../../shared/route';
import { conversations, messagesPage, recordConversationOpened } from '../data/messages';
import { messageViewOf } from './messageViews';

/**
 * GET /api/admin/conversations/{uid}/messages?cursor=: a patient's thread for the doctor, newest
 * first, 30 a page. Opening it (the first page) is recorded in the audit log, once a half hour,
 * the messages inside are not one by one. Two round trips: the page, and the audit entry (or, for
 * a further page, the conversation), in parallel; 404 for a patient without a conversation.
 */
export const conversationMessagesRoute = implement(
  messagesContract.conversationMessages,
  async ({ caller, params, query, request, response }) => {
    const cursor = cursorParam(query.cursor);
    const exists = cursor
      ? conversations.find(params.uid).then((conversation) => conversation !== undefined)
      : recordConversationOpened(caller.uid, params.uid, request.now);
    const [found, page] = await Promise.all([exists, messagesPage(params.uid, cursor)]);
    if (!found) throw conversations.notFound();
    linkNextPage(response, `/api/admin/conversations/${encodeURIComponent(params.uid)}/messages`, page.next);
    return page.documents.map((document) => messageViewOf(document.data()));
  },
);
