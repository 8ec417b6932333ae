import { postsContract } from '@app/schemas/community/contract';
import { postInsert } from '@app/schemas/community/entities';

import { authorsById } from '../../accounts/data/users';
import { enforceRateLimits } from '../../shared/data/rateLimit';
import { RATE_LIMITS } from '../../shared/rateLimits';
import { implement } from '../../shared/route';
import { insertPost } from '../data/posts';
import { authorFor, postSummaryOf, readerOf } from './postViews';

/** POST /api/posts (members): publishes a post; 201 with the post as GET /api/posts shows it. */
export const createPostRoute = implement(postsContract.createPost, async ({ caller, body, request, response }) => {
  await enforceRateLimits([{ limit: RATE_LIMITS.postsPerMember, key: caller.uid }], response, request.now);
  const [post, authors, reader] = await Promise.all([
    insertPost(postInsert.parse({ ...body, authorId: caller.uid })),
    authorsById([caller.uid]),
    readerOf(caller),
  ]);
  return {
    // A new post: no likes, no comments, never edited.
    ...postSummaryOf(post),
    isLiked: false,
    editedAt: null,
    isOwn: true,
    author: authorFor(authors, caller.uid, reader),
    comments: [],
    olderCommentsCursor: null,
  };
});
