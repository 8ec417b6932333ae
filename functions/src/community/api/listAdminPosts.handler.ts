import { postsContract } from '@app/schemas/community/contract';

import { authorOf, authorsById } from '../../accounts/data/users';
import { cursorParam, linkNextPage } from '../../shared/data/pageCursor';
import { implement } from '../../shared/route';
import { newestPosts } from '../data/posts';
import { postSummaryOf } from './postViews';

export const ADMIN_POSTS_PAGE_SIZE = 50;

/**
 * GET /api/admin/posts?cursor=: the posts, newest first, 50 a page (the next in the Link header),
 * each with its author's names and its counts. Two round trips: the page, then every author.
 */
export const listAdminPostsRoute = implement(postsContract.listAdminPosts, async ({ query, response }) => {
  const page = await newestPosts(ADMIN_POSTS_PAGE_SIZE, cursorParam(query.cursor));
  linkNextPage(response, '/api/admin/posts', page.next);
  const authors = await authorsById(page.posts.map((post) => post.authorId));
  return page.posts.map((post) => {
    const { firstName, lastName } = authorOf(authors, post.authorId);
    return { ...postSummaryOf(post), author: { firstName, lastName } };
  });
});
