import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';

/** /posts/:postId/…: an id that can name no post is the post's 404. */
export const postParams = z.object({ postId: documentIdParam('Post non trovato') });

/** /comments/:commentId/…: the comment's 404 likewise. */
export const commentParams = z.object({ commentId: documentIdParam('Commento non trovato') });
