import { servicesContract } from '@app/schemas/services/contract';

import { implement } from '../../../shared/route';
import { updateService } from '../../data/services';
import { onlinePaymentFieldsOf, packageFieldsOf, serviceViewOf } from './serviceView';

/** PUT /api/services/{id} (admin): the 'Modifica Servizio' dialog; features are kept. */
export const updateServiceRoute = implement(servicesContract.updateService, async ({ caller, params, body }) => {
  const { onlinePayment: _mode, depositAmount: _deposit, includedVisits: _visits, validityMonths: _months, ...fields } = body;
  return serviceViewOf(await updateService(params.id, { ...fields, ...onlinePaymentFieldsOf(body), ...packageFieldsOf(body) }, caller.uid));
});
