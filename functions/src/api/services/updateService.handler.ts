import { servicesContract } from '@app/schemas/contracts/services';

import { updateService } from '../../data/services';
import { implement } from '../route';
import { serviceViewOf } from './serviceView';

/** PUT /api/services/{id} (admin): the 'Modifica Servizio' dialog; features are kept. */
export const updateServiceRoute = implement(servicesContract.updateService, async ({ caller, params, body }) =>
  serviceViewOf(await updateService(params.id, body, caller.uid)),
);
