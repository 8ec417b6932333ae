import { postsContract } from '@app/schemas/community/contract';

import { implement } from '../../shared/route';
import { setCommentLike } from '../data/likes';
import { comments } from '../data/posts';

/**
 * POST /api/comments/{commentId}/like {isLiked} (members): as a post's like, idempotent and exact
 * under concurrency (data/likes); the comment's author gets the point by the points trigger.
 */
export const likeCommentRoute = implement(postsContract.likeComment, async ({ caller, params, body }) => {
  const comment = await comments.byId(params.commentId);
  const likesCount = await setCommentLike(caller.uid, comment, body.isLiked);
  return { commentId: comment.id, isLiked: body.isLiked, likesCount };
});
