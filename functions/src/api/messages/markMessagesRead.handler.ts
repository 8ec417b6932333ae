import { messagesContract } from '@app/schemas/contracts/messages';

import { markConversationRead } from '../../data/messages';
import { implement } from '../route';

/** POST /api/messages/read: the patient has read the doctor's messages (their 'Letto'). */
export const markMessagesReadRoute = implement(messagesContract.markMessagesRead, async ({ caller }) => ({
  marked: await markConversationRead(caller.uid, 'patient'),
}));
