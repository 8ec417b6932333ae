import { commentInsert } from '@app/schemas/entities';
import { commentView, createCommentBody } from '@app/schemas/posts';

import { enforceRateLimits } from '../../app/rateLimit';
import { RATE_LIMITS } from '../../app/rateLimits';
import { insertComment } from '../../data/posts';
import { authorsById } from '../../data/users';
import { defineRoute } from '../route';
import { postParams } from './params';
import { commentViewOf } from './postViews';

/**
 * POST /api/posts/{postId}/comments (members): adds a comment and counts it in the post, in one
 * atomic batch (an unknown post is a 404 and nothing is written).
 */
export const createCommentRoute = defineRoute({
  method: 'post',
  path: '/posts/:postId/comments',
  access: 'member',
  summary: 'Commenta un post',
  params: postParams,
  body: createCommentBody,
  response: commentView,
  status: 201,
  async handler({ caller, params, body, response }) {
    await enforceRateLimits([{ limit: RATE_LIMITS.commentsPerMember, key: caller.uid }], response);
    const [comment, authors] = await Promise.all([
      insertComment(commentInsert.parse({ ...body, postId: params.postId, authorId: caller.uid })),
      authorsById([caller.uid]),
    ]);
    return commentViewOf(comment, authors, { callerId: caller.uid, likedComments: new Set() });
  },
});
