import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';
import { deletePost } from '../../data/postDeletion';
import { posts } from '../../data/posts';
import { defineRoute } from '../route';

/**
 * DELETE /api/admin/posts/{id}: removes a post (one read, one commit with its audit entry). Its comments and likes follow
 * by the onPostDeletedCascade trigger, totalPosts by onPostDeleted, the authors' points by
 * onLikeWritten.
 */
export const deleteAdminPostRoute = defineRoute({
  method: 'delete',
  path: '/admin/posts/:id',
  access: 'admin',
  summary: 'Elimina un post (con i suoi commenti e like)',
  params: z.object({ id: documentIdParam('Post non trovato') }),
  response: z.object({ id: z.string(), message: z.string() }),
  async handler({ caller, params }) {
    const post = await posts.byId(params.id);
    await deletePost(params.id, { actorId: caller.uid, summary: `Post «${post.title}» eliminato` });
    return { id: params.id, message: 'Post eliminato' };
  },
});
