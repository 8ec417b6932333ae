import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import type { AdminOrderBody } from '@app/schemas/services/adminOrders';
import type { AdminOrdersQuery, OrderBody, OrderView } from '@app/schemas/services/orders';
import { ordersContract } from '@app/schemas/services/ordersContract';
import type { CheckoutResult } from '@app/schemas/services/payments';
import { paymentsContract } from '@app/schemas/services/paymentsContract';
import type { RefundBody } from '@app/schemas/services/refunds';
import { useMutation, useQuery } from '@tanstack/react-query';

import { api, contractQuery, invalidatedBy, urlOf } from '../../shared/api/client';
import { usePagedList } from '../../shared/api/pagedList';

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

/**
 * The member's orders, read again every `everyMs` until `done` says so of the last answer (the
 * payment's return page waits for the webhook's word, docs/payments.md); otherwise as `useMyOrders`.
 */
export const useMyOrdersUntil = (done: (orders: OrderView[] | undefined) => boolean, everyMs: number) =>
  useQuery({ ...myOrdersQuery(), refetchInterval: (query) => (done(query.state.data) ? false : everyMs) });

/**
 * 'Paga ora' (docs/payments.md): opens, or reopens, the order's payment; the answer is Stripe's
 * page, where the browser goes. The order is marked paid by the webhook, never by the browser.
 */
export function useCheckout({
  onSuccess,
  onError,
}: { onSuccess?: (answer: CheckoutResult) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({
    meta: invalidatedBy(paymentsContract.createCheckout),
    mutationFn: (orderId: string) => api(paymentsContract.createCheckout, { params: { id: orderId } }),
    onSuccess,
    onError,
  });
}

/** 'Riprogrammata' (docs/payments.md, A payment after its visit): the order's visit has a new time. */
export function useMarkRescheduled({ onError }: { onError?: (error: Error) => void } = {}) {
  return useMutation({
    meta: invalidatedBy(paymentsContract.markRescheduled),
    mutationFn: (orderId: string) => api(paymentsContract.markRescheduled, { params: { id: orderId } }),
    onError,
  });
}

/** 'Rimborsa' (docs/payments.md, Refunds): a refund on Stripe of an order paid online, all that is left when no amount. */
export function useRefundOrder() {
  return useMutation({
    meta: invalidatedBy(paymentsContract.refundOrder),
    mutationFn: ({ id, body }: { id: string; body: RefundBody }) => api(paymentsContract.refundOrder, { params: { id }, body }),
  });
}

/** The invoice PDF of a completed order (owner or admin). */
export const invoicePdfUrl = (orderId: string) => urlOf(ordersContract.invoicePdf, { params: { orderId } });
/** The month's payments and refunds as CSV ('Esporta pagamenti del mese'); `month` is '2026-11'. */
export const paymentsCsvUrl = (month: string) => urlOf(paymentsContract.paymentsExport, { query: { month } });

// The admin area's reads and writes (docs/product.md, Screens and Data fetching): what each write
// changes, the public lists too, is read again from its contract's `invalidates` (cacheTags.ts).

/** The filters of the admin's orders: a search (name, e-mail, invoice number), a status, a month ('2026-11'). */
export type OrderFilters = Pick<AdminOrdersQuery, 'status' | 'month'> & { q?: string };

/** The orders found, 50 a page. */
export const useAdminOrders = (filters: OrderFilters) => usePagedList(ordersContract.listOrders, filters);

/** Completes (with how the patient paid) or cancels a pending order. */
export function useUpdateOrderStatus() {
  return useMutation({
    meta: invalidatedBy(ordersContract.updateOrderStatus),
    mutationFn: ({ id, status, paymentMethod }: { id: string; status: 'completed' | 'cancelled'; paymentMethod?: PaymentMethod }) =>
      api(ordersContract.updateOrderStatus, { params: { id }, body: { status, paymentMethod } }),
  });
}

/** 'Nuovo ordine': an order the doctor makes at the desk or on the phone; paid, it is completed and invoiced at once. */
export function useCreateAdminOrder() {
  return useMutation({
    meta: invalidatedBy(ordersContract.createAdminOrder),
    mutationFn: (body: AdminOrderBody) => api(ordersContract.createAdminOrder, { body }),
  });
}
