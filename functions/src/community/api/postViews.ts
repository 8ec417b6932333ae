import { communityFace } from '@app/schemas/community/communityName';
import type { CommentDoc, PostDoc } from '@app/schemas/community/entities';
import {
  type AuthorView,
  COMMENTS_PER_POST,
  commentStoredFields,
  type CommentView,
  postStoredFields,
  type PostView,
} from '@app/schemas/community/posts';
import { storedValues } from '@app/schemas/shared/entityView';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { isAddressConfirmed } from '../../accounts/addressConfirmation';
import { authorOf, type AuthorProfile } from '../../accounts/data/users';
import { cursorAfter, encodeCursor } from '../../shared/data/pageCursor';
import type { Caller } from '../../shared/route';
import { authorsAndLikedComments, likedPostIds } from '../data/likes';
import { latestCommentsOf } from '../data/posts';

/**
 * Who reads: undefined for a visitor; the comments they like; `masked` for a visitor or an account
 * whose address is not confirmed, who read the community as a visitor does (docs/security.md,
 * Community names).
 */
export interface Reader {
  callerId: string | undefined;
  likedComments: Set<string>;
  masked: boolean;
}

/** A reader before their likes are known. */
export type ReaderOfPage = Omit<Reader, 'likedComments'>;

/**
 * The caller as a reader. A confirmed session claim costs nothing; an unconfirmed one asks
 * Firebase Auth (no Firestore round trip), as the address may have been confirmed since.
 */
export async function readerOf(caller: Caller | undefined): Promise<ReaderOfPage> {
  return { callerId: caller?.uid, masked: !caller || !(await isAddressConfirmed(caller)) };
}

/** An author as this reader sees them: the author's choice of name (communityFace), masked or not. */
export function authorFor(authors: Map<string, AuthorProfile>, authorId: string, reader: Pick<Reader, 'masked'>): AuthorView {
  return communityFace(authorOf(authors, authorId), reader);
}

export function commentViewOf(comment: CommentDoc, authors: Map<string, AuthorProfile>, reader: Reader): CommentView {
  return {
    ...storedValues(commentStoredFields, comment),
    isLiked: reader.likedComments.has(comment.id),
    isOwn: reader.callerId === comment.authorId,
    author: authorFor(authors, comment.authorId, reader),
  };
}

/**
 * Comments as screens read them: their authors and the caller's likes of them in one round trip
 * (data/likes authorsAndLikedComments); `extraAuthorIds` are read in the same getAll.
 */
export async function commentViewsOf(comments: CommentDoc[], caller: ReaderOfPage, extraAuthorIds: string[] = []) {
  const { callerId } = caller;
  const { authors, likedComments } = await authorsAndLikedComments(
    [...extraAuthorIds, ...comments.map((comment) => comment.authorId)],
    callerId,
    comments.map((comment) => comment.id),
  );
  const reader: Reader = { ...caller, likedComments };
  return { authors, views: new Map(comments.map((comment) => [comment.id, commentViewOf(comment, authors, reader)])) };
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
 * comments and authors: the comments of the page and the caller's likes of the posts (in
 * parallel), then every author with the caller's likes of the comments at once. Without comments
 * (`withComments: false`), two.
 */
export async function postViewsOf(posts: PostDoc[], caller: ReaderOfPage, { withComments = true } = {}): Promise<PostView[]> {
  const { callerId } = caller;
  const [commentsByPost, liked] = await Promise.all([
    withComments ? latestCommentsByPost(posts) : new Map<string, QueryDocumentSnapshot<CommentDoc>[]>(),
    likedPostIds(
      callerId,
      posts.map((post) => post.id),
    ),
  ]);
  const commentDocs = new Map([...commentsByPost].map(([postId, documents]) => [postId, documents.map((document) => document.data())]));
  const { authors, views } = await commentViewsOf(
    [...commentDocs.values()].flat(),
    caller,
    posts.map((post) => post.authorId),
  );

  return posts.map((post) => {
    const newestFirst = commentsByPost.get(post.id) ?? [];
    const comments = (commentDocs.get(post.id) ?? []).map((comment) => views.get(comment.id)!).reverse();
    const older = withComments && comments.length < post.commentsCount ? cursorAfter(newestFirst, 'createdAt') : undefined;
    return {
      ...postSummaryOf(post),
      isLiked: liked.has(post.id),
      // Posts never edited have no field.
      editedAt: post.editedAt ? post.editedAt.toISOString() : null,
      isOwn: callerId === post.authorId,
      author: authorFor(authors, post.authorId, caller),
      comments,
      olderCommentsCursor: older ? encodeCursor(older) : null,
    };
  });
}

/** What every view of a post shows of it as stored: its text, counts and date. */
export const postSummaryOf = (post: PostDoc) => storedValues(postStoredFields, post);
