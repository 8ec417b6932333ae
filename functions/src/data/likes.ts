import { type LikeDoc, likeInsert, type PostDoc } from '@app/schemas/entities';
import { FieldValue } from 'firebase-admin/firestore';

import { FIRESTORE_CODES, isFirestoreError } from '../app/firestoreErrors';
import { entity, newBatch } from './entity';
import { posts } from './posts';

export const likes = entity<LikeDoc>('likes', { notFound: 'Like non trovato', stamps: ['createdAt'] });

/** likes/{userId}_{postId}: one like per member and post, so a second like is a failed create. */
export const postLikeId = (userId: string, postId: string) => `${userId}_${postId}`;

/** "Already liked" (create of an existing like) or "not liked" (delete of a missing one). */
const alreadyInThatState = (error: unknown) =>
  isFirestoreError(error, FIRESTORE_CODES.alreadyExists) || isFirestoreError(error, FIRESTORE_CODES.notFound);

/**
 * Sets a member's like of a post to the wanted state, idempotent and exact under concurrency
 * without reading counts: the like document is created (or deleted with an exists precondition)
 * in the same atomic batch as the ±1 on likesCount, so the count moves only when the like really
 * appears or goes. Answers the post's count afterwards.
 */
export async function setPostLike(userId: string, post: PostDoc, isLiked: boolean): Promise<number> {
  const like = likes.ref(postLikeId(userId, post.id));
  const batch = newBatch();
  if (isLiked) {
    batch.create(like, likes.insertData(likeInsert.parse({ userId, postId: post.id, targetAuthorId: post.authorId })));
  } else {
    batch.delete(like, { exists: true });
  }
  batch.update(posts.ref(post.id), { likesCount: FieldValue.increment(isLiked ? 1 : -1) });
  try {
    await batch.commit();
  } catch (error) {
    if (!alreadyInThatState(error)) throw error;
  }
  return (await posts.byId(post.id)).likesCount;
}

/** Which of these posts the member likes: one getAll of the deterministic like ids. */
export async function likedPostIds(userId: string | undefined, postIds: string[]): Promise<Set<string>> {
  if (!userId || postIds.length === 0) return new Set();
  const found = await likes.many(postIds.map((postId) => postLikeId(userId, postId)));
  return new Set([...found.values()].map((like) => like.postId).filter((id): id is string => Boolean(id)));
}
