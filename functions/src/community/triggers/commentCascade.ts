import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { deleteLikesOfComment } from '../data/postDeletion';

/**
 * docs/product.md (Community): a comment's likes go with it. Runs after DELETE /api/comments/{id}
 * (and after a post's cascade, which has already taken them: one empty query); the authors'
 * points come back by onLikeWritten, one event per deleted like. Idempotent without bookkeeping.
 */
export const onCommentDeletedCascade = onDocumentDeleted(triggerOn(`${COLLECTIONS.comments}/{commentId}`), async (event) => {
  await deleteLikesOfComment(event.params.commentId);
});
