import { postsContract } from '@app/schemas/community/contract';

import { implement } from '../../shared/route';
import { deletePost } from '../data/postDeletion';
import { posts } from '../data/posts';
import { assertMayDelete } from './ownership';

/**
 * DELETE /api/posts/{postId} (the author, or the admin for any post): its comments and likes
 * follow by the onPostDeletedCascade trigger. The admin's deletion of someone else's post commits
 * with its audit entry.
 */
export const deletePostRoute = implement(postsContract.deletePost, async ({ caller, params }) => {
  const post = await posts.byId(params.postId);
  const { moderation } = assertMayDelete(caller, post.authorId, 'Puoi eliminare solo i tuoi post');
  await deletePost(post.id, moderation ? { actorId: caller.uid, summary: `Post «${post.title}» eliminato` } : undefined);
  return { id: post.id, message: 'Post eliminato' };
});
