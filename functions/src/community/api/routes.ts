import type { ApiRoute } from '../../shared/route';
import { createCommentRoute } from './createComment.handler';
import { createPostRoute } from './createPost.handler';
import { deleteAdminPostRoute } from './deleteAdminPost.handler';
import { deleteCommentRoute } from './deleteComment.handler';
import { deletePostRoute } from './deletePost.handler';
import { likeCommentRoute } from './likeComment.handler';
import { likePostRoute } from './likePost.handler';
import { listAdminPostsRoute } from './listAdminPosts.handler';
import { listCommentsRoute } from './listComments.handler';
import { listPostsRoute } from './listPosts.handler';
import { updatePostRoute } from './updatePost.handler';

/** The posts routes, in the order Express tries them. */
export const postsRoutes: readonly ApiRoute[] = [
  listPostsRoute,
  createPostRoute,
  listCommentsRoute,
  createCommentRoute,
  likePostRoute,
  updatePostRoute,
  deletePostRoute,
  deleteCommentRoute,
  likeCommentRoute,
  listAdminPostsRoute,
  deleteAdminPostRoute,
];
