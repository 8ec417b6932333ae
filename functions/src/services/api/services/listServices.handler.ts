import { servicesContract } from '@app/schemas/services/contract';

import { implement } from '../../../shared/route';
import { activeServices } from '../../data/services';
import { serviceViewOf } from './serviceView';

/** GET /api/services: the active services, cheapest first within each category. */
export const listServicesRoute = implement(servicesContract.listServices, async () => {
  const services = await activeServices();
  return services.sort((a, b) => a.category.localeCompare(b.category) || a.price - b.price).map(serviceViewOf);
});
