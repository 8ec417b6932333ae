import { z } from 'zod';

/** GET /api/admin/posts and GET /api/contact-requests: `?cursor=` of the Link header. */
export const cursorQuery = z.object({ cursor: z.string().max(4000, 'Cursore di paginazione non valido').optional() });
