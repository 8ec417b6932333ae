import { postsContract } from '@app/schemas/community/contract';

import { implement } from '../../shared/route';
import { setPostLike } from '../data/likes';
import { posts } from '../data/posts';

/**
 * POST /api/posts/{postId}/like {isLiked} (members): sets the caller's like to the wanted state;
 * idempotent and exact under concurrency (data/likes). Answers the state and the post's count.
 */
export const likePostRoute = implement(postsContract.likePost, async ({ caller, params, body }) => {
  const post = await posts.byId(params.postId);
  const likesCount = await setPostLike(caller.uid, post, body.isLiked);
  return { postId: post.id, isLiked: body.isLiked, likesCount };
});
