import type { RequestHandler } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { likeInsert } from '@app/schemas/entities';
import { likePostBody, type LikePostResult } from '@app/schemas/posts';
import { db } from '../../app/firebase';
import { FIRESTORE_CODES, isFirestoreError } from '../../app/firestoreErrors';
import { callerOf } from '../../app/session';
import { parseBody } from '../../app/validate';
import { postLikeReference, postNotFound, postReference } from './references';

/** "Already liked" (create of an existing like) or "not liked" (delete of a missing one). */
const alreadyInThatState = (error: unknown) =>
  isFirestoreError(error, FIRESTORE_CODES.alreadyExists) || isFirestoreError(error, FIRESTORE_CODES.notFound);

/**
 * POST /api/posts/{postId}/like {isLiked} (members): sets the caller's like to the wanted state.
 * Idempotent and exact under concurrency without reading counts: the like document
 * likes/{userId}_{postId} is created (or deleted with an exists precondition) in the same atomic
 * batch as the ±1 on likesCount, so the count moves only when the like really appears or goes.
 * Answers the state and the post's current count.
 */
export const likePost: RequestHandler = async (req, res) => {
  const caller = callerOf(req);
  const { isLiked } = parseBody(likePostBody, req.body);
  const post = postReference(req.params.postId as string);
  const snapshot = await post.get();
  if (!snapshot.exists) throw postNotFound();

  const like = postLikeReference(caller.uid, post.id);
  const batch = db.batch();
  if (isLiked) {
    const insert = likeInsert.parse({ userId: caller.uid, postId: post.id, targetAuthorId: snapshot.get('authorId') });
    batch.create(like, { ...insert, createdAt: FieldValue.serverTimestamp() });
  } else {
    batch.delete(like, { exists: true });
  }
  batch.update(post, { likesCount: FieldValue.increment(isLiked ? 1 : -1) });
  try {
    await batch.commit();
  } catch (error) {
    if (!alreadyInThatState(error)) throw error;
  }

  const after = await post.get();
  if (!after.exists) throw postNotFound();
  const result: LikePostResult = { postId: post.id, isLiked, likesCount: Number(after.get('likesCount') ?? 0) };
  res.json(result);
};
