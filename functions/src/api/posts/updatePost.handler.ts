import { postView, updatePostBody } from '@app/schemas/posts';

import { posts, updatePostText } from '../../data/posts';
import { defineRoute } from '../route';
import { assertMayEdit } from './ownership';
import { postParams } from './params';
import { postViewsOf } from './postViews';

/**
 * PUT /api/posts/{postId} (the author only; someone else's post is a 403, for the admin too):
 * rewrites title and content, validated as at creation, and marks the post edited. Answers the
 * post as GET /api/posts shows it.
 */
export const updatePostRoute = defineRoute({
  method: 'put',
  path: '/posts/:postId',
  access: 'member',
  summary: 'Modifica un proprio post',
  params: postParams,
  body: updatePostBody,
  response: postView,
  async handler({ caller, params, body }) {
    const post = await posts.byId(params.postId);
    assertMayEdit(caller, post.authorId, 'Puoi modificare solo i tuoi post');
    await updatePostText(post.id, body);
    const [view] = await postViewsOf([await posts.byId(post.id)], caller.uid);
    return view!;
  },
});
