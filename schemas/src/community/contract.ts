import { z } from 'zod';

import { defineContract } from '../shared/contract';
import { documentIdParam } from '../shared/documentId';
import { NOT_FOUND } from '../shared/notFound';
import { cursorQuery } from '../shared/paging';
import {
  adminPostView,
  commentView,
  createCommentBody,
  createPostBody,
  deletedResult,
  likeCommentResult,
  likePostBody,
  likePostResult,
  listCommentsQuery,
  listPostsQuery,
  postView,
  updatePostBody,
} from './posts';

/** /posts/:postId/…: an id that can name no post is the post's 404. */
export const postParams = z.object({ postId: documentIdParam(NOT_FOUND.post) });

/** /comments/:commentId/…: the comment's 404 likewise. */
export const commentParams = z.object({ commentId: documentIdParam(NOT_FOUND.comment) });

/** The posts calls: method, path, access and the zod schemas of what each reads and answers. */
export const postsContract = {
  deleteAdminPost: defineContract({
    method: 'delete',
    path: '/admin/posts/:id',
    access: 'admin',
    invalidates: ['posts', 'stats'],
    roundTrips: 2,
    summary: 'Elimina un post (con i suoi commenti e like)',
    params: z.object({ id: documentIdParam(NOT_FOUND.post) }),
    response: z.object({ id: z.string(), message: z.string() }),
  }),
  listAdminPosts: defineContract({
    method: 'get',
    path: '/admin/posts',
    access: 'admin',
    provides: ['posts'],
    roundTrips: 2,
    summary: 'I post della community per la moderazione, i più recenti prima',
    query: cursorQuery,
    response: z.array(adminPostView),
  }),
  createComment: defineContract({
    method: 'post',
    path: '/posts/:postId/comments',
    access: 'member',
    invalidates: ['posts'],
    roundTrips: 4,
    summary: 'Commenta un post',
    params: postParams,
    body: createCommentBody,
    response: commentView,
    status: 201,
  }),
  createPost: defineContract({
    method: 'post',
    path: '/posts',
    access: 'member',
    invalidates: ['posts', 'stats', 'session'],
    roundTrips: 4,
    summary: 'Pubblica un post nella community',
    body: createPostBody,
    response: postView,
    status: 201,
  }),
  deleteComment: defineContract({
    method: 'delete',
    path: '/comments/:commentId',
    access: 'member',
    invalidates: ['posts'],
    roundTrips: 2,
    summary: 'Elimina un proprio commento (l’amministratore qualsiasi commento)',
    params: commentParams,
    response: deletedResult,
  }),
  deletePost: defineContract({
    method: 'delete',
    path: '/posts/:postId',
    access: 'member',
    invalidates: ['posts', 'stats'],
    roundTrips: 2,
    summary: 'Elimina un proprio post (l’amministratore qualsiasi post)',
    params: postParams,
    response: deletedResult,
  }),
  likeComment: defineContract({
    method: 'post',
    path: '/comments/:commentId/like',
    access: 'member',
    invalidates: ['posts'],
    roundTrips: 3,
    summary: 'Mette o toglie il like a un commento',
    params: commentParams,
    body: likePostBody,
    response: likeCommentResult,
  }),
  likePost: defineContract({
    method: 'post',
    path: '/posts/:postId/like',
    access: 'member',
    invalidates: ['posts'],
    roundTrips: 3,
    summary: 'Mette o toglie il like a un post',
    params: postParams,
    body: likePostBody,
    response: likePostResult,
  }),
  listComments: defineContract({
    method: 'get',
    path: '/posts/:postId/comments',
    access: 'visitor',
    provides: ['posts'],
    roundTrips: 3,
    readsSession: true,
    summary: 'I commenti più vecchi di un post, una pagina alla volta',
    params: postParams,
    query: listCommentsQuery,
    response: z.array(commentView),
  }),
  listPosts: defineContract({
    method: 'get',
    path: '/posts',
    access: 'visitor',
    provides: ['posts'],
    roundTrips: 4,
    readsSession: true,
    summary: 'I post della community, i più recenti prima, ciascuno con gli ultimi commenti',
    query: listPostsQuery,
    response: z.array(postView),
  }),
  updatePost: defineContract({
    method: 'put',
    path: '/posts/:postId',
    access: 'member',
    invalidates: ['posts'],
    roundTrips: 5,
    summary: 'Modifica un proprio post',
    params: postParams,
    body: updatePostBody,
    response: postView,
  }),
};
