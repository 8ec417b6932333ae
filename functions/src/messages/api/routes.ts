import type { ApiRoute } from '../../shared/route';
import { conversationMessagesRoute } from './conversationMessages.handler';
import { listConversationsRoute } from './listConversations.handler';
import { listMessagesRoute } from './listMessages.handler';
import { markConversationReadRoute } from './markConversationRead.handler';
import { markMessagesReadRoute } from './markMessagesRead.handler';
import { messagingStatusRoute } from './messagingStatus.handler';
import { replyToPatientRoute } from './replyToPatient.handler';
import { sendMessageRoute } from './sendMessage.handler';
import { setMessagingRoute } from './setMessaging.handler';
import { unreadMessagesRoute } from './unreadMessages.handler';

/** The messages routes (docs/messages.md), in the order Express tries them. */
export const messagesRoutes: readonly ApiRoute[] = [
  messagingStatusRoute,
  unreadMessagesRoute,
  markMessagesReadRoute,
  listMessagesRoute,
  sendMessageRoute,
  listConversationsRoute,
  conversationMessagesRoute,
  replyToPatientRoute,
  markConversationReadRoute,
  setMessagingRoute,
];
