import type { OrderBody } from '@app/schemas/services/orders';
import { ordersContract } from '@app/schemas/services/ordersContract';
import { useMutation, useQuery } from '@tanstack/react-query';

import { api, contractQuery, invalidatedBy, urlOf } from '../../shared/api/client';

/** The member's own orders, newest first. */
export const myOrdersQuery = () => contractQuery(ordersContract.listUserOrders);

export const useMyOrders = () => useQuery(myOrdersQuery());

/** A booking request (with a visit's time: what it changes, orders and appointments, is read again). */
export function useCreateOrder() {
  return useMutation({
    meta: invalidatedBy(ordersContract.createOrder),
    // The appointment's start is sent as the ISO instant the slot list gave.
    mutationFn: ({ appointment, ...body }: OrderBody) =>
      api(ordersContract.createOrder, {
        body: { ...body, appointment: appointment && { ...appointment, start: appointment.start.toISOString() } },
      }),
  });
}

/** The invoice PDF of a completed order (owner or admin). */
export const invoicePdfUrl = (orderId: string) => urlOf(ordersContract.invoicePdf, { params: { orderId } });
