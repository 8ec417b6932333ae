import { adminServiceUpdateBody } from '@app/schemas/admin';
import { serviceView } from '@app/schemas/services';
import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';
import { updateService } from '../../data/services';
import { defineRoute } from '../route';
import { serviceViewOf } from './listServices.handler';

/** PUT /api/services/{id} (admin): the 'Modifica Servizio' dialog; features are kept. */
export const updateServiceRoute = defineRoute({
  method: 'put',
  path: '/services/:id',
  access: 'admin',
  summary: 'Modifica un servizio del listino (prezzo in centesimi)',
  params: z.object({ id: documentIdParam('Servizio non trovato') }),
  body: adminServiceUpdateBody,
  response: serviceView,
  handler: async ({ caller, params, body }) => serviceViewOf(await updateService(params.id, body, caller.uid)),
});
