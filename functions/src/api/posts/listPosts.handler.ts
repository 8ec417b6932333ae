import type { RequestHandler } from 'express';
import { listPostsQuery } from '@app/schemas/posts';
import { collection } from '../../app/documents';
import { decodeCursor, linkNextPage, newestFirstPage } from '../../app/pageCursor';
import { sessionUserOf } from '../../app/session';
import { parseBody } from '../../app/validate';
import { postViewsOf } from './postViews';

/**
 * GET /api/posts?limit=&cursor=: the newest posts first, 20 by default. The body is the array of
 * posts; a `Link: <…>; rel="next"` header gives the next page. Visitors read too (isLiked false).
 * Four round trips at most: the page, its comments and the caller's likes, its authors.
 */
export const listPosts: RequestHandler = async (req, res) => {
  const { limit, cursor } = parseBody(listPostsQuery, req.query);
  const [caller, page] = await Promise.all([
    sessionUserOf(req),
    newestFirstPage(collection('posts'), 'createdAt', limit, cursor === undefined ? undefined : decodeCursor(cursor)),
  ]);
  linkNextPage(res, '/api/posts', page.next, { limit: String(limit) });
  res.json(await postViewsOf(page.documents, caller?.uid));
};
