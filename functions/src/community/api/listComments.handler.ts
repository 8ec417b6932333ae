import { postsContract } from '@app/schemas/community/contract';
import { OLDER_COMMENTS_PAGE } from '@app/schemas/community/posts';

import { decodeCursor, linkNextPage } from '../../shared/data/pageCursor';
import { implement } from '../../shared/route';
import { olderComments, posts } from '../data/posts';
import { commentViewsOf, readerOf } from './postViews';

/**
 * GET /api/posts/{postId}/comments?cursor=: the post's comments going back in time, 50 at a time,
 * each page oldest first for reading; `Link: <…>; rel="next"` points further back. The cursor is
 * the post's olderCommentsCursor from GET /api/posts. Three round trips.
 */
export const listCommentsRoute = implement(postsContract.listComments, async ({ caller, params, query, response }) => {
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const [, page, reader] = await Promise.all([
    posts.byId(params.postId),
    olderComments(params.postId, OLDER_COMMENTS_PAGE, cursor),
    readerOf(caller),
  ]);
  const comments = page.documents.map((document) => document.data());
  const { views } = await commentViewsOf(comments, reader);
  linkNextPage(response, `/api/posts/${encodeURIComponent(params.postId)}/comments`, page.next);
  return comments.map((comment) => views.get(comment.id)!).reverse();
});
