import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { eraseAccountData } from '../data/accountErasure';

/**
 * docs/product.md (Accounts and privacy): a deleted profile takes the member's community content,
 * likes, course progress and registrations with it, every count and point following, and detaches
 * their orders. Idempotent without bookkeeping: each undo has a delete precondition, and a
 * redelivered event finds less, or nothing, left.
 */
export const onUserDeletedErasure = onDocumentDeleted(triggerOn(`${COLLECTIONS.users}/{userId}`), async (event) => {
  const email: unknown = event.data?.get('email');
  await eraseAccountData(event.params.userId, typeof email === 'string' ? email : undefined);
});
