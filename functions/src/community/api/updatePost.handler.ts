import { postsContract } from '@app/schemas/community/contract';

import { implement } from '../../shared/route';
import { posts, updatePostText } from '../data/posts';
import { assertMayEdit } from './ownership';
import { postViewsOf, readerOf } from './postViews';

/**
 * PUT /api/posts/{postId} (the author only; someone else's post is a 403, for the admin too):
 * rewrites title and content, validated as at creation, and marks the post edited. Answers the
 * post as GET /api/posts shows it.
 */
export const updatePostRoute = implement(postsContract.updatePost, async ({ caller, params, body }) => {
  const post = await posts.byId(params.postId);
  assertMayEdit(caller, post.authorId, 'Puoi modificare solo i tuoi post');
  await updatePostText(post.id, body);
  const [stored, reader] = await Promise.all([posts.byId(post.id), readerOf(caller)]);
  const [view] = await postViewsOf([stored], reader);
  return view!;
});
