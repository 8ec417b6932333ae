import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { deleteResetRequest } from '../data/passwordResetRequests';
import { queuePasswordReset } from '../mails/accountMails';

/**
 * A reset asked for (POST /api/auth/password-reset, which only writes the request): the link is
 * e-mailed when the address has an enabled account, then the request and its address are deleted.
 * The account is looked up here, not in the request's answer, which therefore takes the same time
 * either way. Idempotent: the e-mail's id is the request's, queued once.
 */
export const onPasswordResetRequested = onDocumentCreated(triggerOn(`${COLLECTIONS.passwordResetRequests}/{requestId}`), async (event) => {
  const email = event.data?.get('email');
  if (typeof email === 'string') await queuePasswordReset(email, `reset_${event.params.requestId}`);
  await deleteResetRequest(event.params.requestId);
});
