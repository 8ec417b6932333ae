import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';

/** {id} of an order in the fiscal routes. */
export const orderParams = z.object({ id: documentIdParam('Ordine non trovato') });
