import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { contactRequests } from '../data/contactRequests';
import { queueContactRequestMails } from '../mails/contactRequestMails';

/**
 * A consultation request stored by POST /api/contact: its acknowledgement and the practice's alert
 * are queued here rather than in the request, so the visitor's answer waits for neither and a
 * failed queueing is retried. Read as stored (a request erased meanwhile sends nothing).
 * Idempotent: the e-mails' ids are the request's.
 */
export const onContactRequestCreated = onDocumentCreated(triggerOn(`${COLLECTIONS.contactRequests}/{requestId}`), async (event) => {
  const request = await contactRequests.find(event.params.requestId);
  if (request) await queueContactRequestMails(request);
});
