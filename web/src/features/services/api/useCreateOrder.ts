import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderBody, OrderView } from '@app/schemas/orders';
import { apiRequest } from '../../../lib/apiRequest';

/** POST /api/orders; afterwards both order lists are refetched (SPEC §7). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderBody) => (await apiRequest('POST', '/api/orders', body)).json() as Promise<OrderView>,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/orders'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/user/orders'] }),
      ]);
    },
  });
}
