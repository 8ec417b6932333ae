import { postsContract } from '@app/schemas/community/contract';
import { commentInsert } from '@app/schemas/community/entities';

import { authorsById } from '../../accounts/data/users';
import { enforceRateLimits } from '../../shared/data/rateLimit';
import { RATE_LIMITS } from '../../shared/rateLimits';
import { implement } from '../../shared/route';
import { insertComment } from '../data/posts';
import { commentViewOf, readerOf } from './postViews';

/**
 * POST /api/posts/{postId}/comments (members): adds a comment and counts it in the post, in one
 * atomic batch (an unknown post is a 404 and nothing is written).
 */
export const createCommentRoute = implement(postsContract.createComment, async ({ caller, params, body, request, response }) => {
  await enforceRateLimits([{ limit: RATE_LIMITS.commentsPerMember, key: caller.uid }], response, request.now);
  const [comment, authors, reader] = await Promise.all([
    insertComment(commentInsert.parse({ ...body, postId: params.postId, authorId: caller.uid })),
    authorsById([caller.uid]),
    readerOf(caller),
  ]);
  return commentViewOf(comment, authors, { ...reader, likedComments: new Set() });
});
