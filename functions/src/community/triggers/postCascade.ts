import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { deleteRepliesOfPost } from '../data/postDeletion';

/**
 * docs/product.md (Data model): a post's comments and likes go with it. Runs after DELETE /api/admin/posts/{id} (or any
 * deletion of a post); totalPosts follows by onPostDeleted and the authors' points by
 * onLikeWritten, one event per deleted like. Idempotent without bookkeeping: a redelivered event
 * deletes what is left, which is nothing.
 */
export const onPostDeletedCascade = onDocumentDeleted(triggerOn(`${COLLECTIONS.posts}/{postId}`), async (event) => {
  await deleteRepliesOfPost(event.params.postId);
});
