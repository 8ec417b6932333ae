import { messagesContract } from '@app/schemas/messages/contract';

import { implement } from '../../shared/route';
import { conversations } from '../data/messages';
import { messagingStatusOf } from './messagingAccess';

/** GET /api/messages/status: whether the caller can write, why not, and when the doctor answers. One round trip. */
export const messagingStatusRoute = implement(messagesContract.messagingStatus, async ({ caller, request }) =>
  messagingStatusOf(await conversations.find(caller.uid), request.now),
);
