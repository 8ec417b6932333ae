import { serviceView } from '@app/schemas/services';
import { z } from 'zod';

import { servicesForAdmin } from '../../data/services';
import { defineRoute } from '../route';
import { serviceViewOf } from '../services/listServices.handler';

/** GET /api/admin/services: every service, inactive ones too, so one can be switched back on. */
export const listAdminServicesRoute = defineRoute({
  method: 'get',
  path: '/admin/services',
  access: 'admin',
  summary: 'Tutti i servizi, anche quelli non attivi (prezzi in centesimi)',
  response: z.array(serviceView),
  handler: async () => (await servicesForAdmin()).map(serviceViewOf),
});
