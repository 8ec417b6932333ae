import type { CommentDoc, CommentInsert, PostDoc, PostInsert } from '@app/schemas/community/entities';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { entity, newBatch } from '../../shared/data/entity';
import { newestFirstPage, type PageCursor } from '../../shared/data/pageCursor';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

export const posts = entity<PostDoc>('posts', { notFound: NOT_FOUND.post, counters: ['likesCount', 'commentsCount'] });
export const comments = entity<CommentDoc>('comments', { notFound: NOT_FOUND.comment, counters: ['likesCount'] });

/** A page of posts, newest first: one round trip. */
export async function newestPosts(limit: number, cursor?: PageCursor) {
  const page = await newestFirstPage(posts.typed, 'createdAt', limit, cursor);
  return { posts: page.documents.map((document) => document.data()), next: page.next };
}

/** Stores a new post; answers it as stored (the commit time is its createdAt). */
export async function insertPost(insert: PostInsert): Promise<PostDoc> {
  const reference = posts.newRef();
  const written = await reference.create(posts.insertData(insert));
  const at = written.writeTime.toDate();
  return { ...insert, id: reference.id, likesCount: 0, commentsCount: 0, createdAt: at, updatedAt: at };
}

/**
 * Stores a comment and counts it in its post, in one atomic batch: on an unknown post the update
 * fails NOT_FOUND and nothing is written (the post's Italian 404).
 */
export async function insertComment(insert: CommentInsert): Promise<CommentDoc> {
  const reference = comments.newRef();
  const batch = newBatch();
  batch.update(posts.ref(insert.postId), { commentsCount: FieldValue.increment(1) });
  batch.create(reference, comments.insertData(insert));
  const results = await batch.commit().catch((error: unknown) => {
    throw isFirestoreError(error, FIRESTORE_CODES.notFound) ? posts.notFound() : error;
  });
  const at = results[1]!.writeTime.toDate();
  return { ...insert, id: reference.id, likesCount: 0, createdAt: at, updatedAt: at };
}

/**
 * The newest comments of these posts from ONE query, newest first: at most `perPost` × posts in
 * all. The caller groups them by post.
 */
export async function latestCommentsOf(postIds: string[], perPost: number): Promise<QueryDocumentSnapshot<CommentDoc>[]> {
  if (postIds.length === 0) return [];
  const snapshot = await comments.typed
    .where('postId', 'in', postIds)
    .orderBy('createdAt', 'desc')
    .limit(postIds.length * perPost)
    .get();
  return snapshot.docs;
}

/** A page of one post's comments going back in time: one round trip. */
export function olderComments(postId: string, limit: number, cursor?: PageCursor) {
  return newestFirstPage(comments.typed.where('postId', '==', postId), 'createdAt', limit, cursor);
}

/**
 * The author's edit of a post: title, content and `editedAt` ('modificato'). The update's
 * precondition is the post's existence: deleted meanwhile, it is the post's 404.
 */
export async function updatePostText(id: string, text: { title: string; content: string }): Promise<void> {
  try {
    await posts.ref(id).update({ ...text, editedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  } catch (error) {
    throw isFirestoreError(error, FIRESTORE_CODES.notFound) ? posts.notFound() : error;
  }
}
