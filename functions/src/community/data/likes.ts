import { type CommentDoc, type LikeDoc, likeInsert, type PostDoc } from '@app/schemas/community/entities';
import { commentLikeId, postLikeId } from '@app/schemas/community/likeIds';
import { isDocumentId } from '@app/schemas/shared/documentId';
import { type DocumentReference, type DocumentSnapshot, FieldValue } from 'firebase-admin/firestore';

import { AUTHOR_FIELDS, type AuthorProfile, authorProfileOf, users } from '../../accounts/data/users';
import { entity, newBatch } from '../../shared/data/entity';
import { db } from '../../shared/firebase';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';
import { comments, posts } from './posts';

export const likes = entity<LikeDoc>('likes', { notFound: 'Like non trovato', stamps: ['createdAt'] });

/** "Already liked" (create of an existing like) or "not liked" (delete of a missing one). */
const alreadyInThatState = (error: unknown) =>
  isFirestoreError(error, FIRESTORE_CODES.alreadyExists) || isFirestoreError(error, FIRESTORE_CODES.notFound);

/**
 * Sets a like to the wanted state, idempotent and exact under concurrency without reading counts:
 * the like document is created (or deleted with an exists precondition) in the same atomic batch
 * as the ±1 on the target's likesCount, so the count moves only when the like really appears or
 * goes. A target deleted meanwhile fails the update: nothing is written.
 */
async function setLike(like: DocumentReference, target: DocumentReference, insert: object, isLiked: boolean): Promise<void> {
  const batch = newBatch();
  if (isLiked) batch.create(like, likes.insertData(likeInsert.parse(insert)));
  else batch.delete(like, { exists: true });
  batch.update(target, { likesCount: FieldValue.increment(isLiked ? 1 : -1) });
  try {
    await batch.commit();
  } catch (error) {
    if (!alreadyInThatState(error)) throw error;
  }
}

/** A member's like of a post (see setLike); answers the post's count afterwards. */
export async function setPostLike(userId: string, post: PostDoc, isLiked: boolean): Promise<number> {
  const insert = { userId, postId: post.id, targetAuthorId: post.authorId };
  await setLike(likes.ref(postLikeId(userId, post.id)), posts.ref(post.id), insert, isLiked);
  return (await posts.byId(post.id)).likesCount;
}

/**
 * A member's like of a comment (see setLike): `postId` stays null, so the post's likes are only
 * its own; the author's point follows through the same points trigger. Answers the comment's count.
 */
export async function setCommentLike(userId: string, comment: CommentDoc, isLiked: boolean): Promise<number> {
  const insert = { userId, commentId: comment.id, targetAuthorId: comment.authorId };
  await setLike(likes.ref(commentLikeId(userId, comment.id)), comments.ref(comment.id), insert, isLiked);
  return (await comments.byId(comment.id)).likesCount;
}

/** Which of these posts the member likes: one getAll of the deterministic like ids. */
export async function likedPostIds(userId: string | undefined, postIds: string[]): Promise<Set<string>> {
  if (!userId || postIds.length === 0) return new Set();
  const found = await likes.many(postIds.map((postId) => postLikeId(userId, postId)));
  return new Set([...found.values()].map((like) => like.postId).filter((id): id is string => Boolean(id)));
}

/**
 * The authors' public faces and which of these comments the member likes, in ONE getAll of the
 * users and the deterministic comment-like ids (none for no ids), so showing comments' likes adds
 * no round trip to a list.
 */
export async function authorsAndLikedComments(
  authorIds: Iterable<string>,
  userId: string | undefined,
  commentIds: string[],
): Promise<{ authors: Map<string, AuthorProfile>; likedComments: Set<string> }> {
  const userRefs = [...new Set(authorIds)].filter(isDocumentId).map((id) => users.collection.doc(id));
  const likeRefs = userId ? commentIds.map((commentId) => likes.collection.doc(commentLikeId(userId, commentId))) : [];
  const references = [...userRefs, ...likeRefs];
  // One mask for both kinds: a profile's author fields (not its search terms), a like's comment.
  const fieldMask = [...AUTHOR_FIELDS, 'commentId'];
  const snapshots: DocumentSnapshot[] = references.length === 0 ? [] : await db.getAll(...references, { fieldMask });
  const authors = new Map<string, AuthorProfile>();
  const likedComments = new Set<string>();
  snapshots.forEach((snapshot, index) => {
    if (!snapshot.exists) return;
    if (index < userRefs.length) authors.set(snapshot.id, authorProfileOf(snapshot.data()!));
    else likedComments.add(String(snapshot.get('commentId')));
  });
  return { authors, likedComments };
}

/**
 * Takes a stored like back with the −1 on its target's count (see setLike): the account erasure's
 * way out for the likes a member gave. A like whose target is gone stays; its target's cascade
 * deletes it.
 */
export async function withdrawLike(like: LikeDoc): Promise<void> {
  const target = like.commentId ? comments.ref(like.commentId) : posts.ref(like.postId ?? '');
  await setLike(likes.ref(like.id), target, {}, false);
}
