import { servicesContract } from '@app/schemas/services/contract';

import { implement } from '../../../shared/route';
import { updateService } from '../../data/services';
import { serviceViewOf } from './serviceView';

/** PUT /api/services/{id} (admin): the 'Modifica Servizio' dialog; features are kept. */
export const updateServiceRoute = implement(servicesContract.updateService, async ({ caller, params, body }) =>
  serviceViewOf(await updateService(params.id, body, caller.uid)),
);
