import { messagesContract } from '@app/schemas/messages/contract';

import { enforceRateLimits } from '../../shared/data/rateLimit';
import { Forbidden } from '../../shared/domainErrors';
import { RATE_LIMITS } from '../../shared/rateLimits';
import { implement } from '../../shared/route';
import { conversations, insertMessage } from '../data/messages';
import { messageViewOf } from './messageViews';
import { messagingAccess } from './messagingAccess';

export const CLOSED_FOR_DOCTOR = 'I messaggi di questo paziente sono chiusi: aprili per scrivergli.';

/** POST /api/admin/conversations/{uid}/messages {text}: the doctor writes to a patient whose messaging is open (201). */
export const replyToPatientRoute = implement(messagesContract.replyToPatient, async ({ caller, params, body, request, response }) => {
  const conversation = await conversations.find(params.uid);
  if (!conversation) throw conversations.notFound();
  if (!messagingAccess(conversation, request.now).canWrite) throw new Forbidden(CLOSED_FOR_DOCTOR);
  await enforceRateLimits([{ limit: RATE_LIMITS.messagesPerPerson, key: caller.uid }], response, request.now);
  return messageViewOf(await insertMessage(params.uid, 'doctor', caller.uid, body.text));
});
