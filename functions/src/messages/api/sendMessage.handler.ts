import { messagesContract } from '@app/schemas/messages/contract';
import { practiceSupport } from '@app/schemas/shared/practice';
import { romeDayOf } from '@app/schemas/shared/romeTime';

import { enforceRateLimits } from '../../shared/data/rateLimit';
import { Forbidden } from '../../shared/domainErrors';
import { RATE_LIMITS } from '../../shared/rateLimits';
import { implement } from '../../shared/route';
import { conversationForSend, insertAutomaticReply, insertMessage, insertPatientMessageOnce } from '../data/messages';
import { messageViewOf } from './messageViews';
import { isSupportClosedDay, messagingAccess, supportResumesOn } from './messagingAccess';

/**
 * POST /api/messages {text, clientId?}: the patient writes to the doctor (201 with the message).
 * Refused with the reason (403) without a remote package or with messaging closed; 30 a minute at
 * most (429). On a closed day of the support the practice replies automatically, once that day,
 * with the day it opens again.
 * A clientId (the offline outbox, docs/messages.md) makes a repeat answer the stored message, 201 as
 * the first time, before any check and with no counter, reply or e-mail of its own.
 */
export const sendMessageRoute = implement(messagesContract.sendMessage, async ({ caller, body, request, response }) => {
  const { conversation, repeated } = await conversationForSend(caller.uid, body.clientId);
  if (repeated) return messageViewOf(repeated);
  const access = messagingAccess(conversation, request.now);
  if (!access.canWrite) throw new Forbidden(access.reason!);
  await enforceRateLimits([{ limit: RATE_LIMITS.messagesPerPerson, key: caller.uid }], response, request.now);
  const { message, created } = body.clientId
    ? await insertPatientMessageOnce(caller.uid, body.clientId, body.text)
    : { message: await insertMessage(caller.uid, 'patient', caller.uid, body.text), created: true };
  if (created) await replyOnClosedDay(caller.uid, request.now);
  return messageViewOf(message);
});

/** The practice's automatic reply on a closed day of the support, once that day. */
async function replyOnClosedDay(uid: string, now: number) {
  const day = romeDayOf(new Date(now));
  if (await isSupportClosedDay(day)) await insertAutomaticReply(uid, day, practiceSupport.autoReply(await supportResumesOn(day)));
}
