/** Helpers for the community's API and trigger tests. */
import type { CommentView, PostView } from '@app/schemas/community/posts';

import { api, db, type TestUser } from './api';
import { uniqueTag } from './build';

export { uniqueTag };

/** Publishes a post through the API as `user`; fails the test when the API refuses. */
export async function publishPost(
  user: TestUser,
  title = `Post di prova ${uniqueTag()}`,
  content = 'Un contenuto abbastanza lungo per essere valido.',
): Promise<PostView> {
  const response = await api<PostView>('/api/posts', { method: 'POST', cookie: user.cookie, body: { title, content } });
  if (response.status !== 201) throw new Error(`POST /api/posts: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function addComment(user: TestUser, postId: string, content = 'Un commento di prova'): Promise<CommentView> {
  const response = await api<CommentView>(`/api/posts/${postId}/comments`, { method: 'POST', cookie: user.cookie, body: { content } });
  if (response.status !== 201) throw new Error(`POST comments: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export function like(user: TestUser, postId: string, isLiked: boolean) {
  return api<{ postId: string; isLiked: boolean; likesCount: number }>(`/api/posts/${postId}/like`, {
    method: 'POST',
    cookie: user.cookie,
    body: { isLiked },
  });
}

export async function postData(postId: string) {
  return (await db.collection('posts').doc(postId).get()).data();
}

export async function likeDocumentsOf(postId: string): Promise<number> {
  return (await db.collection('likes').where('postId', '==', postId).count().get()).data().count;
}

export async function userData(uid: string) {
  return (await db.collection('users').doc(uid).get()).data();
}

/** A member's points, 0 before the first. */
export const pointsOf = async (user: TestUser) => Number((await userData(user.uid))?.points ?? 0);

/** A post by one member with a comment by another; the post's id goes to `created`, for `deletePosts`. */
export async function commentedPost(author: TestUser, commenter: TestUser, content: string, created: string[]) {
  const post = await publishPost(author);
  created.push(post.id);
  return { post, comment: await addComment(commenter, post.id, content) };
}

/** Deletes posts with their comments and likes (the triggers then take their points back). */
export async function deletePosts(postIds: string[]) {
  for (const postId of postIds) {
    const [comments, likes] = await Promise.all([
      db.collection('comments').where('postId', '==', postId).get(),
      db.collection('likes').where('postId', '==', postId).get(),
    ]);
    const batch = db.batch();
    [...comments.docs, ...likes.docs].forEach((document) => batch.delete(document.ref));
    batch.delete(db.collection('posts').doc(postId));
    await batch.commit();
  }
}

export function likeComment(user: TestUser, commentId: string, isLiked: boolean) {
  return api<{ commentId: string; isLiked: boolean; likesCount: number }>(`/api/comments/${commentId}/like`, {
    method: 'POST',
    cookie: user.cookie,
    body: { isLiked },
  });
}

export async function commentData(commentId: string) {
  return (await db.collection('comments').doc(commentId).get()).data();
}

export async function commentLikeDocumentsOf(commentId: string): Promise<number> {
  return (await db.collection('likes').where('commentId', '==', commentId).count().get()).data().count;
}

/** The admin_audit entries about one document. */
export async function auditEntriesOf(documentId: string) {
  return (await db.collection('admin_audit').where('documentId', '==', documentId).get()).docs.map((document) => document.data());
}
