import { messagesContract } from '@app/schemas/contracts/messages';

import { conversations, markConversationRead } from '../../data/messages';
import { implement } from '../route';

/** POST /api/admin/conversations/{uid}/read: the doctor has read the patient's messages (their 'Letto'). */
export const markConversationReadRoute = implement(messagesContract.markConversationRead, async ({ params }) => {
  if (!(await conversations.find(params.uid))) throw conversations.notFound();
  return { marked: await markConversationRead(params.uid, 'doctor') };
});
