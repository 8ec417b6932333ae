import { postsContract } from '@app/schemas/community/contract';

import { implement } from '../../shared/route';
import { deletePost } from '../data/postDeletion';
import { posts } from '../data/posts';

/**
 * DELETE /api/admin/posts/{id}: removes a post (one read, one commit with its audit entry). Its comments and likes follow
 * by the onPostDeletedCascade trigger, totalPosts by onPostDeleted, the authors' points by
 * onLikeWritten.
 */
export const deleteAdminPostRoute = implement(postsContract.deleteAdminPost, async ({ caller, params }) => {
  const post = await posts.byId(params.id);
  await deletePost(params.id, { actorId: caller.uid, summary: `Post «${post.title}» eliminato` });
  return { id: params.id, message: 'Post eliminato' };
});
