import { adminServiceBody } from '@app/schemas/admin';
import { serviceInsert } from '@app/schemas/entities';
import { defaultHealthService } from '@app/schemas/invoiceAmounts';
import { serviceView } from '@app/schemas/services';

import { insertService } from '../../data/services';
import { defineRoute } from '../route';
import { serviceViewOf } from './listServices.handler';

/** POST /api/services (admin): a new service of the price list (price in cents). */
export const createServiceRoute = defineRoute({
  method: 'post',
  path: '/services',
  access: 'admin',
  summary: 'Crea un servizio del listino (prezzo in centesimi)',
  body: adminServiceBody,
  response: serviceView,
  status: 201,
  handler: async ({ caller, body }) =>
    serviceViewOf(
      await insertService(
        serviceInsert.parse({ ...body, healthService: body.healthService ?? defaultHealthService(body.category) }),
        caller.uid,
      ),
    ),
});
