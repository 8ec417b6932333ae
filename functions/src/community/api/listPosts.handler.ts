import { postsContract } from '@app/schemas/community/contract';

import { decodeCursor, linkNextPage } from '../../shared/data/pageCursor';
import { implement } from '../../shared/route';
import { newestPosts } from '../data/posts';
import { postViewsOf, readerOf } from './postViews';

/**
 * GET /api/posts?limit=&cursor=&withComments=: the newest posts first, 20 by default. The body is
 * the array of posts; a `Link: <…>; rel="next"` header gives the next page. Visitors read too
 * (isLiked false). Four round trips at most: the page, its comments and the caller's likes, its
 * authors; three with `withComments=false` (the member home's short list).
 */
export const listPostsRoute = implement(postsContract.listPosts, async ({ caller, query, response }) => {
  const [page, reader] = await Promise.all([
    newestPosts(query.limit, query.cursor === undefined ? undefined : decodeCursor(query.cursor)),
    readerOf(caller),
  ]);
  const params: Record<string, string> = { limit: String(query.limit) };
  if (!query.withComments) params.withComments = 'false';
  linkNextPage(response, '/api/posts', page.next, params);
  return postViewsOf(page.posts, reader, { withComments: query.withComments });
});
