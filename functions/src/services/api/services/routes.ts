import type { ApiRoute } from '../../../shared/route';
import { createServiceRoute } from './createService.handler';
import { deleteServiceRoute } from './deleteService.handler';
import { listAdminServicesRoute } from './listAdminServices.handler';
import { listServicesRoute } from './listServices.handler';
import { updateServiceRoute } from './updateService.handler';

/** The services routes, in the order Express tries them. */
export const servicesRoutes: readonly ApiRoute[] = [
  listServicesRoute,
  listAdminServicesRoute,
  createServiceRoute,
  updateServiceRoute,
  deleteServiceRoute,
];
