import { servicesContract } from '@app/schemas/services/contract';
import { SERVICE_CONTENT_MESSAGES } from '@app/schemas/services/services';

import { implement } from '../../../shared/route';
import { deleteOrDeactivateService, services } from '../../data/services';

/**
 * DELETE /api/services/{id} (admin): deletes the service, or deactivates it when orders refer to it
 * (their invoices keep pointing at it) and says so; totalServices follows by onServiceWritten.
 */
export const deleteServiceRoute = implement(servicesContract.deleteService, async ({ caller, params }) => {
  const deleted = await deleteOrDeactivateService(await services.byId(params.id), caller.uid);
  return {
    id: params.id,
    deleted,
    message: deleted ? SERVICE_CONTENT_MESSAGES.serviceDeleted : SERVICE_CONTENT_MESSAGES.serviceDeactivated,
  };
});
