import type { RequestHandler } from 'express';
import type { CommentDoc } from '@app/schemas/entities';
import { listCommentsQuery, OLDER_COMMENTS_PAGE } from '@app/schemas/posts';
import { collection, documentOf } from '../../app/documents';
import { decodeCursor, linkNextPage, newestFirstPage } from '../../app/pageCursor';
import { parseBody } from '../../app/validate';
import { authorsById } from './authors';
import { commentViewOf } from './postViews';
import { postNotFound, postReference } from './references';

/**
 * GET /api/posts/{postId}/comments?cursor=: the post's comments going back in time, 50 at a time,
 * each page oldest first for reading; `Link: <…>; rel="next"` points further back. The cursor is
 * the post's olderCommentsCursor from GET /api/posts. Three round trips.
 */
export const listComments: RequestHandler = async (req, res) => {
  const { cursor } = parseBody(listCommentsQuery, req.query);
  const post = postReference(req.params.postId as string);
  const [postSnapshot, page] = await Promise.all([
    post.get(),
    newestFirstPage(collection('comments').where('postId', '==', post.id), 'createdAt', OLDER_COMMENTS_PAGE, cursor === undefined ? undefined : decodeCursor(cursor)),
  ]);
  if (!postSnapshot.exists) throw postNotFound();
  const comments = page.documents.map((document) => documentOf<CommentDoc>(document));
  const authors = await authorsById(comments.map((comment) => comment.authorId));
  linkNextPage(res, `/api/posts/${encodeURIComponent(post.id)}/comments`, page.next);
  res.json(comments.map((comment) => commentViewOf(comment, authors)).reverse());
};
