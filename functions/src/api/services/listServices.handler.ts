import { servicesContract } from '@app/schemas/contracts/services';

import { activeServices } from '../../data/services';
import { implement } from '../route';
import { serviceViewOf } from './serviceView';

/** GET /api/services: the active services, cheapest first within each category. */
export const listServicesRoute = implement(servicesContract.listServices, async () => {
  const services = await activeServices();
  return services.sort((a, b) => a.category.localeCompare(b.category) || a.price - b.price).map(serviceViewOf);
});
