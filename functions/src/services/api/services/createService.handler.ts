import { defaultHealthService } from '@app/schemas/invoices/invoiceAmounts';
import { servicesContract } from '@app/schemas/services/contract';
import { serviceInsert } from '@app/schemas/services/entities';

import { implement } from '../../../shared/route';
import { insertService } from '../../data/services';
import { onlinePaymentFieldsOf, packageFieldsOf, serviceViewOf } from './serviceView';

/** POST /api/services (admin): a new service of the price list (price in cents). */
export const createServiceRoute = implement(servicesContract.createService, async ({ caller, body }) =>
  serviceViewOf(
    await insertService(
      serviceInsert.parse({
        ...body,
        healthService: body.healthService ?? defaultHealthService(body.category),
        ...onlinePaymentFieldsOf({ ...body, onlinePayment: body.onlinePayment ?? 'none' }),
        ...packageFieldsOf({ ...body, includedVisits: body.includedVisits ?? 0 }),
      }),
      caller.uid,
    ),
  ),
);
