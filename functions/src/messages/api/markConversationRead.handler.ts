import { messagesContract } from '@app/schemas/messages/contract';

import { implement } from '../../shared/route';
import { conversations, markConversationRead } from '../data/messages';

/** POST /api/admin/conversations/{uid}/read: the doctor has read the patient's messages (their 'Letto'). */
export const markConversationReadRoute = implement(messagesContract.markConversationRead, async ({ params }) => {
  if (!(await conversations.find(params.uid))) throw conversations.notFound();
  return { marked: await markConversationRead(params.uid, 'doctor') };
});
