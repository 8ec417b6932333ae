import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';
import { deletePost } from '../../data/postDeletion';
import { defineRoute } from '../route';

/**
 * DELETE /api/admin/posts/{id}: removes a post in one round trip. Its comments and likes follow
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
  async handler({ params }) {
    await deletePost(params.id);
    return { id: params.id, message: 'Post eliminato' };
  },
});
