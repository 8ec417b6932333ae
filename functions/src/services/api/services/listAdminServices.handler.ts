import { servicesContract } from '@app/schemas/services/contract';

import { implement } from '../../../shared/route';
import { servicesForAdmin } from '../../data/services';
import { serviceViewOf } from './serviceView';

/** GET /api/admin/services: every service, inactive ones too, so one can be switched back on. */
export const listAdminServicesRoute = implement(servicesContract.listAdminServices, async () =>
  (await servicesForAdmin()).map(serviceViewOf),
);
