import { useQuery } from '@tanstack/react-query';
import type { ServiceView } from '@app/schemas/services';

/** GET /api/services: the active services of the price list (prices in cents). */
export function useServices() {
  return useQuery<ServiceView[]>({ queryKey: ['/api/services'] });
}
