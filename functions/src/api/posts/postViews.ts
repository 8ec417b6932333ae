import type { CommentDoc, PostDoc } from '@app/schemas/entities';
import { type AuthorView, COMMENTS_PER_POST, type CommentView, type PostView } from '@app/schemas/posts';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { likedPostIds } from '../../data/likes';
import { cursorAfter, encodeCursor } from '../../data/pageCursor';
import { latestCommentsOf } from '../../data/posts';
import { authorOf, authorsById } from '../../data/users';

/**
 * How an author appears: members see the name and photo; visitors only the first name and the
 * last name's initial ('Giulia B.'), no photo, since the community is the practice's patients.
 */
export function authorFor(authors: Map<string, AuthorView>, authorId: string, { signedIn }: { signedIn: boolean }): AuthorView {
  const author = authorOf(authors, authorId);
  if (signedIn) return author;
  return {
    firstName: author.firstName,
    lastName: author.lastName ? `${author.lastName.charAt(0).toUpperCase()}.` : '',
    profileImageUrl: null,
  };
}

export function commentViewOf(comment: CommentDoc, authors: Map<string, AuthorView>, signedIn: boolean): CommentView {
  return {
    id: comment.id,
    content: comment.content,
    likesCount: comment.likesCount,
    createdAt: comment.createdAt.toISOString(),
    author: authorFor(authors, comment.authorId, { signedIn }),
  };
}

/**
 * The latest comments of each post, newest first, from ONE query for the whole page. Each post
 * gets the newest prefix of its own comments, at most COMMENTS_PER_POST (a post with many recent
 * comments can crowd another's out; that post's `commentsCount` still tells the truth and its older
 * comments page in on demand).
 */
async function latestCommentsByPost(posts: PostDoc[]): Promise<Map<string, QueryDocumentSnapshot<CommentDoc>[]>> {
  const byPost = new Map<string, QueryDocumentSnapshot<CommentDoc>[]>();
  const commented = posts.filter((post) => post.commentsCount > 0).map((post) => post.id);
  for (const document of await latestCommentsOf(commented, COMMENTS_PER_POST)) {
    const list = byPost.get(document.data().postId) ?? [];
    if (list.length < COMMENTS_PER_POST) list.push(document);
    byPost.set(document.data().postId, list);
  }
  return byPost;
}

/**
 * Posts as screens read them, in at most three round trips whatever the number of posts,
 * comments and authors: the comments of the page and the caller's likes (in parallel), then
 * every author at once. Without comments (`withComments: false`), two.
 */
export async function postViewsOf(posts: PostDoc[], callerId: string | undefined, { withComments = true } = {}): Promise<PostView[]> {
  const [commentsByPost, liked] = await Promise.all([
    withComments ? latestCommentsByPost(posts) : new Map<string, QueryDocumentSnapshot<CommentDoc>[]>(),
    likedPostIds(
      callerId,
      posts.map((post) => post.id),
    ),
  ]);
  const commentDocs = new Map([...commentsByPost].map(([postId, documents]) => [postId, documents.map((document) => document.data())]));
  const authorIds = [...posts.map((post) => post.authorId), ...[...commentDocs.values()].flat().map((comment) => comment.authorId)];
  const authors = await authorsById(authorIds);

  return posts.map((post) => {
    const newestFirst = commentsByPost.get(post.id) ?? [];
    const comments = (commentDocs.get(post.id) ?? []).map((comment) => commentViewOf(comment, authors, Boolean(callerId))).reverse();
    const older = withComments && comments.length < post.commentsCount ? cursorAfter(newestFirst, 'createdAt') : undefined;
    return {
      id: post.id,
      title: post.title,
      content: post.content,
      likesCount: post.likesCount,
      commentsCount: post.commentsCount,
      isLiked: liked.has(post.id),
      createdAt: post.createdAt.toISOString(),
      author: authorFor(authors, post.authorId, { signedIn: Boolean(callerId) }),
      comments,
      olderCommentsCursor: older ? encodeCursor(older) : null,
    };
  });
}
