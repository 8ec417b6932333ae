import { useQuery } from '@tanstack/react-query';
import type { OrderView } from '@app/schemas/orders';

/** GET /api/user/orders: the member's own orders, newest first. */
export function useUserOrders() {
  return useQuery<OrderView[]>({ queryKey: ['/api/user/orders'] });
}
