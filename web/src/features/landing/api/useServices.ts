import { useQuery } from '@tanstack/react-query';
import type { ServiceView } from '@app/schemas/services';

/** GET /api/services: the active services (prices in cents), shared with the services page. */
export function useServices() {
  return useQuery<ServiceView[]>({ queryKey: ['/api/services'] });
}
