import type { OrderBody, OrderView } from '@app/schemas/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiJson } from './client';

export const orderKeys = {
  /** GET /api/orders: every order (admin). */
  all: ['/api/orders'] as const,
  /** GET /api/user/orders: the member's own orders, newest first. */
  mine: ['/api/user/orders'] as const,
};

/** GET /api/user/orders: the member's own orders, newest first. */
export const myOrdersQuery = () => queryOptions<OrderView[]>({ queryKey: orderKeys.mine });

export const useMyOrders = () => useQuery(myOrdersQuery());

/** POST /api/orders; afterwards both order lists are refetched (docs/product.md, Data fetching). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderBody) => apiJson<OrderView>('POST', '/api/orders', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.mine }),
      ]),
  });
}

/** GET /api/orders/{orderId}/invoice.pdf: the invoice of a completed order (owner or admin). */
export const invoicePdfUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice.pdf`;
