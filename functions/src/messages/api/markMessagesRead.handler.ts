import { messagesContract } from '@app/schemas/messages/contract';

import { implement } from '../../shared/route';
import { markConversationRead } from '../data/messages';

/** POST /api/messages/read: the patient has read the doctor's messages (their 'Letto'). */
export const markMessagesReadRoute = implement(messagesContract.markMessagesRead, async ({ caller }) => ({
  marked: await markConversationRead(caller.uid, 'patient'),
}));
