import { likePostBody, likePostResult } from '@app/schemas/posts';

import { setPostLike } from '../../data/likes';
import { posts } from '../../data/posts';
import { defineRoute } from '../route';
import { postParams } from './params';

/**
 * POST /api/posts/{postId}/like {isLiked} (members): sets the caller's like to the wanted state;
 * idempotent and exact under concurrency (data/likes). Answers the state and the post's count.
 */
export const likePostRoute = defineRoute({
  method: 'post',
  path: '/posts/:postId/like',
  access: 'member',
  summary: 'Mette o toglie il like a un post',
  params: postParams,
  body: likePostBody,
  response: likePostResult,
  async handler({ caller, params, body }) {
    const post = await posts.byId(params.postId);
    const likesCount = await setPostLike(caller.uid, post, body.isLiked);
    return { postId: post.id, isLiked: body.isLiked, likesCount };
  },
});
