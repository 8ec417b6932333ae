import type { ServiceView } from '@app/schemas/services';
import { queryOptions, useQuery } from '@tanstack/react-query';

// Imported by the landing page (entry chunk): keep it to TanStack Query and the shared client.
export const serviceKeys = {
  all: ['/api/services'] as const,
};

/** GET /api/services: the active services of the price list (prices in cents). */
export const servicesQuery = () => queryOptions<ServiceView[]>({ queryKey: serviceKeys.all });

export const useServices = () => useQuery(servicesQuery());
