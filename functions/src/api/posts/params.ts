import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';

/** /posts/:postId/…: an id that can name no post is the post's 404. */
export const postParams = z.object({ postId: documentIdParam('Post non trovato') });
