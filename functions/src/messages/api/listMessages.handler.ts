import { messagesContract } from '@app/schemas/messages/contract';

import { cursorParam, linkNextPage } from '../../shared/data/pageCursor';
import { Forbidden } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { conversations, messagesPage } from '../data/messages';
import { messageViewOf } from './messageViews';
import { messagingAccess } from './messagingAccess';

/**
 * GET /api/messages?cursor=: the caller's thread with the doctor, newest first, 30 a page (Link
 * rel="next"). A member who cannot write and has no messages gets the reason (403). Two round
 * trips: the conversation and the page, in parallel.
 */
export const listMessagesRoute = implement(messagesContract.listMessages, async ({ caller, query, request, response }) => {
  const [conversation, page] = await Promise.all([conversations.find(caller.uid), messagesPage(caller.uid, cursorParam(query.cursor))]);
  const access = messagingAccess(conversation, request.now);
  if (!access.canWrite && !conversation?.lastMessage) throw new Forbidden(access.reason!);
  linkNextPage(response, '/api/messages', page.next);
  return page.documents.map((document) => messageViewOf(document.data()));
});
