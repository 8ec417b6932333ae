import { likeCommentResult, likePostBody } from '@app/schemas/posts';

import { setCommentLike } from '../../data/likes';
import { comments } from '../../data/posts';
import { defineRoute } from '../route';
import { commentParams } from './params';

/**
 * POST /api/comments/{commentId}/like {isLiked} (members): as a post's like, idempotent and exact
 * under concurrency (data/likes); the comment's author gets the point by the points trigger.
 */
export const likeCommentRoute = defineRoute({
  method: 'post',
  path: '/comments/:commentId/like',
  access: 'member',
  summary: 'Mette o toglie il like a un commento',
  params: commentParams,
  body: likePostBody,
  response: likeCommentResult,
  async handler({ caller, params, body }) {
    const comment = await comments.byId(params.commentId);
    const likesCount = await setCommentLike(caller.uid, comment, body.isLiked);
    return { commentId: comment.id, isLiked: body.isLiked, likesCount };
  },
});
