import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { eraseAccountData } from '../data/accountErasure';
import { queueAccountErased } from '../mails/accountMails';

/**
 * docs/product.md (Accounts and privacy): a deleted profile takes the member's community content,
 * likes, course progress and registrations with it, every count and point following, and detaches
 * their orders. Idempotent without bookkeeping: each undo has a delete precondition, and a
 * redelivered event finds less, or nothing, left. Then the address the profile had is told (once).
 */
export const onUserDeletedErasure = onDocumentDeleted(triggerOn(`${COLLECTIONS.users}/{userId}`), async (event) => {
  const stored: unknown = event.data?.get('email');
  const email = typeof stored === 'string' && stored ? stored : undefined;
  await eraseAccountData(event.params.userId, email);
  if (email) await queueAccountErased(event.params.userId, email);
});
