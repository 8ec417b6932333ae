import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { CommentDoc, PostDoc } from '@app/schemas/entities';
import { COMMENTS_PER_POST, type AuthorView, type CommentView, type PostView } from '@app/schemas/posts';
import { collection, documentOf } from '../../app/documents';
import { db } from '../../app/firebase';
import { cursorAfter, encodeCursor } from '../../app/pageCursor';
import { authorOf, authorsById } from './authors';
import { postLikeReference } from './references';

export function commentViewOf(comment: CommentDoc, authors: Map<string, AuthorView>): CommentView {
  return {
    id: comment.id,
    content: comment.content,
    likesCount: comment.likesCount,
    createdAt: comment.createdAt.toISOString(),
    author: authorOf(authors, comment.authorId),
  };
}

/**
 * The latest comments of each post, newest first, from ONE query for the whole page: the newest
 * COMMENTS_PER_POST × posts comments of these posts. Each post gets the newest prefix of its own
 * comments, at most COMMENTS_PER_POST (a post with many recent comments can crowd another's out;
 * that post's `commentsCount` still tells the truth and its older comments page in on demand).
 */
async function latestCommentsByPost(posts: PostDoc[]): Promise<Map<string, QueryDocumentSnapshot[]>> {
  const byPost = new Map<string, QueryDocumentSnapshot[]>();
  const commented = posts.filter((post) => post.commentsCount > 0).map((post) => post.id);
  if (commented.length === 0) return byPost;
  const snapshot = await collection('comments')
    .where('postId', 'in', commented)
    .orderBy('createdAt', 'desc')
    .limit(commented.length * COMMENTS_PER_POST)
    .get();
  for (const document of snapshot.docs) {
    const postId = document.get('postId') as string;
    const list = byPost.get(postId) ?? [];
    if (list.length < COMMENTS_PER_POST) list.push(document);
    byPost.set(postId, list);
  }
  return byPost;
}

/** Which of these posts the caller likes: one getAll of the deterministic like ids. */
async function likedPostIds(postIds: string[], callerId: string | undefined): Promise<Set<string>> {
  if (!callerId || postIds.length === 0) return new Set();
  const likes = await db.getAll(...postIds.map((postId) => postLikeReference(callerId, postId)));
  return new Set(likes.filter((like) => like.exists).map((like) => like.get('postId') as string));
}

/**
 * Posts as screens read them, in at most three round trips whatever the number of posts,
 * comments and authors: the comments of the page and the caller's likes (in parallel), then
 * every author at once.
 */
export async function postViewsOf(snapshots: QueryDocumentSnapshot[], callerId: string | undefined): Promise<PostView[]> {
  const posts = snapshots.map((snapshot) => documentOf<PostDoc>(snapshot));
  const [commentsByPost, liked] = await Promise.all([latestCommentsByPost(posts), likedPostIds(posts.map((post) => post.id), callerId)]);
  const commentDocs = new Map(
    [...commentsByPost].map(([postId, documents]) => [postId, documents.map((document) => documentOf<CommentDoc>(document))]),
  );
  const authorIds = [...posts.map((post) => post.authorId), ...[...commentDocs.values()].flat().map((comment) => comment.authorId)];
  const authors = await authorsById(authorIds);

  return posts.map((post) => {
    const newestFirst = commentsByPost.get(post.id) ?? [];
    const comments = (commentDocs.get(post.id) ?? []).map((comment) => commentViewOf(comment, authors)).reverse();
    const older = comments.length < post.commentsCount ? cursorAfter(newestFirst, 'createdAt') : undefined;
    return {
      id: post.id,
      title: post.title,
      content: post.content,
      likesCount: post.likesCount,
      commentsCount: post.commentsCount,
      isLiked: liked.has(post.id),
      createdAt: post.createdAt.toISOString(),
      author: authorOf(authors, post.authorId),
      comments,
      olderCommentsCursor: older ? encodeCursor(older) : null,
    };
  });
}
