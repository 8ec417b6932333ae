import type { ServiceDoc } from '@app/schemas/entities';
import { isHealthService } from '@app/schemas/invoiceAmounts';
import { type ServiceView, serviceView } from '@app/schemas/services';
import { z } from 'zod';

import { activeServices } from '../../data/services';
import { defineRoute } from '../route';

export function serviceViewOf(service: ServiceDoc): ServiceView {
  const { id, name, description, price, duration, features, category, isActive } = service;
  return { id, name, description, price, duration, features, category, healthService: isHealthService(service), isActive };
}

/** GET /api/services: the active services, cheapest first within each category. */
export const listServicesRoute = defineRoute({
  method: 'get',
  path: '/services',
  access: 'visitor',
  summary: 'Il listino dei servizi attivi (prezzi in centesimi)',
  response: z.array(serviceView),
  async handler() {
    const services = await activeServices();
    return services.sort((a, b) => a.category.localeCompare(b.category) || a.price - b.price).map(serviceViewOf);
  },
});
