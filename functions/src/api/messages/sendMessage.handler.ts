import { messagesContract } from '@app/schemas/contracts/messages';
import { practiceSupport } from '@app/schemas/practice';
import { romeDayOf } from '@app/schemas/romeTime';

import { Forbidden } from '../../app/domainErrors';
import { RATE_LIMITS } from '../../app/rateLimits';
import { conversations, insertAutomaticReply, insertMessage } from '../../data/messages';
import { enforceRateLimits } from '../../data/rateLimit';
import { implement } from '../route';
import { messageViewOf } from './messageViews';
import { isSupportClosedDay, messagingAccess, supportResumesOn } from './messagingAccess';

/**
 * POST /api/messages {text}: the patient writes to the doctor (201 with the message). Refused with
 * the reason (403) without a remote package or with messaging closed; 30 a minute at most (429). On
 * a closed day of the support the practice replies automatically, once that day, with the day it opens again.
 */
export const sendMessageRoute = implement(messagesContract.sendMessage, async ({ caller, body, request, response }) => {
  const access = messagingAccess(await conversations.find(caller.uid), request.now);
  if (!access.canWrite) throw new Forbidden(access.reason!);
  await enforceRateLimits([{ limit: RATE_LIMITS.messagesPerPerson, key: caller.uid }], response);
  const message = await insertMessage(caller.uid, 'patient', caller.uid, body.text);
  const day = romeDayOf(new Date(request.now));
  if (await isSupportClosedDay(day)) await insertAutomaticReply(caller.uid, day, practiceSupport.autoReply(await supportResumesOn(day)));
  return messageViewOf(message);
});
