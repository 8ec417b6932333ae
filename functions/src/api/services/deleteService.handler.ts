import { CONTENT_MESSAGES, serviceDeleteResult } from '@app/schemas/admin';
import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';
import { deleteOrDeactivateService, services } from '../../data/services';
import { defineRoute } from '../route';

/**
 * DELETE /api/services/{id} (admin): deletes the service, or deactivates it when orders refer to it
 * (their invoices keep pointing at it) and says so; totalServices follows by onServiceWritten.
 */
export const deleteServiceRoute = defineRoute({
  method: 'delete',
  path: '/services/:id',
  access: 'admin',
  summary: 'Elimina un servizio del listino, o lo disattiva se ha ordini collegati',
  params: z.object({ id: documentIdParam('Servizio non trovato') }),
  response: serviceDeleteResult,
  async handler({ caller, params }) {
    const deleted = await deleteOrDeactivateService(await services.byId(params.id), caller.uid);
    return { id: params.id, deleted, message: deleted ? CONTENT_MESSAGES.serviceDeleted : CONTENT_MESSAGES.serviceDeactivated };
  },
});
