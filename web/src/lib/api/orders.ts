import { queryOptions } from '@tanstack/react-query';
import type { OrderView } from '@app/schemas/orders';

/** Query keys of the orders: URL path segments, which the default query function GETs. */
export const orderKeys = {
  /** GET /api/orders (admin): every order. */
  all: ['/api/orders'] as const,
  /** GET /api/user/orders: the member's own orders, newest first. */
  user: ['/api/user/orders'] as const,
};

export const userOrdersQuery = () => queryOptions<OrderView[]>({ queryKey: orderKeys.user });

/** GET /api/orders/{orderId}/invoice.pdf: the invoice of a completed order (owner or admin). */
export const invoicePdfUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice.pdf`;
