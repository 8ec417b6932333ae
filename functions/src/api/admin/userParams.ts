import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';

/** /admin/users/:uid/…: an id that can name no user is the 404. */
export const userParams = z.object({ uid: documentIdParam('Utente non trovato') });
