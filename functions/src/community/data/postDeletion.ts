import type { CommentDoc } from '@app/schemas/community/entities';
import { FieldValue } from 'firebase-admin/firestore';

import { recordAdminWrite } from '../../audit/data/adminAudit';
import { newBatch } from '../../shared/data/entity';
import { CASCADE_PAGE_SIZE, chunks, deleteAll, deleteMatching } from '../../shared/data/pagedDeletion';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';
import { likes } from './likes';
import { comments, posts } from './posts';

/** An `in` filter takes at most 30 values. */
const IN_FILTER_MAX = 30;

/**
 * Deletes a post (an exists precondition: an unknown id is the post's 404), in one round trip; an
 * admin's deletion commits with its audit entry.
 */
export async function deletePost(id: string, audit?: { actorId: string; summary: string }): Promise<void> {
  const batch = newBatch();
  batch.delete(posts.ref(id), { exists: true });
  if (audit) recordAdminWrite(batch, audit.actorId, { action: 'post.delete', collection: 'posts', documentId: id, summary: audit.summary });
  try {
    await batch.commit();
  } catch (error) {
    throw isFirestoreError(error, FIRESTORE_CODES.notFound) ? posts.notFound() : error;
  }
}

/**
 * Deletes what hangs off a deleted post: its likes, its comments and the likes of those comments,
 * a page of CASCADE_PAGE_SIZE comments at a time, so memory and batches stay bounded however long
 * the thread. Deleting is idempotent by nature (a redelivered event finds less, or nothing, left),
 * and each like's deletion is an event of its own for the points trigger, which takes the
 * authors' points back once per like. Returns how many documents were deleted.
 */
export async function deleteRepliesOfPost(postId: string): Promise<number> {
  let deleted = await deleteMatching(likes.collection.where('postId', '==', postId));
  for (;;) {
    const page = await comments.collection.where('postId', '==', postId).limit(CASCADE_PAGE_SIZE).select().get();
    if (page.empty) break;
    const commentIds = page.docs.map((document) => document.id);
    const commentLikes = await Promise.all(
      chunks(commentIds, IN_FILTER_MAX).map((ids) => likes.collection.where('commentId', 'in', ids).select().get()),
    );
    const references = [
      ...commentLikes.flatMap((snapshot) => snapshot.docs.map((document) => document.ref)),
      ...page.docs.map((document) => document.ref),
    ];
    await deleteAll(references);
    deleted += references.length;
  }
  return deleted;
}

/**
 * Deletes a comment and takes it off its post's commentsCount in one atomic batch: the delete's
 * exists precondition makes a second deletion (or a concurrent one) fail whole, so the count
 * drops once. An admin's deletion of someone else's comment commits with its audit entry. The
 * comment's likes follow by the onCommentDeletedCascade trigger (their points by onLikeWritten).
 */
export async function deleteComment(comment: CommentDoc, audit?: { actorId: string; summary: string }): Promise<void> {
  const batch = newBatch();
  batch.delete(comments.ref(comment.id), { exists: true });
  batch.update(posts.ref(comment.postId), { commentsCount: FieldValue.increment(-1) });
  if (audit) {
    recordAdminWrite(batch, audit.actorId, {
      action: 'comment.delete',
      collection: 'comments',
      documentId: comment.id,
      summary: audit.summary,
    });
  }
  try {
    await batch.commit();
  } catch (error) {
    // Gone already, or its post is (whose cascade takes the comment): nothing left to delete here.
    throw isFirestoreError(error, FIRESTORE_CODES.notFound) ? comments.notFound() : error;
  }
}

/**
 * Deletes the likes of a deleted comment, a page at a time; idempotent by nature (a redelivered
 * event finds fewer, or none). Each like's deletion takes its point back through onLikeWritten.
 */
export const deleteLikesOfComment = (commentId: string) => deleteMatching(likes.collection.where('commentId', '==', commentId));
