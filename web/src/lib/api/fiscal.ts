/**
 * The fiscal documents (docs/fiscal.md): how an invoice was paid, its credit note, its files for
 * the Sistema TS and SdI, and the year's transmission to the Sistema TS.
 */
import type { PaymentMethod, SistemaTsSendResult, SistemaTsYearView } from '@app/schemas/fiscal';
import type { OrderView } from '@app/schemas/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiJson } from './client';
import { orderKeys } from './orders';

const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

/** The files of an invoiced order, for the doctor. */
export const sistemaTsXmlUrl = (orderId: string) => `${orderPath(orderId)}/sistema-ts.xml`;
export const fatturaPaXmlUrl = (orderId: string) => `${orderPath(orderId)}/fatturapa.xml`;
export const creditNoteFatturaPaXmlUrl = (orderId: string) => `${orderPath(orderId)}/credit-note/fatturapa.xml`;
export const creditNotePdfUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/credit-note.pdf`;

export const sistemaTsYearKey = (year: number) => [`/api/admin/sistema-ts/${year}`] as const;
export const useSistemaTsYear = (year: number) => useQuery<SistemaTsYearView>({ queryKey: sistemaTsYearKey(year) });

/** What a change of an invoice refreshes: the order lists and the Sistema TS years. */
function useInvoiceChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.mine }),
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin/sistema-ts/') }),
    ]);
}

/** PUT /api/admin/orders/{id}/payment. */
export function useSetPaymentMethod() {
  const changed = useInvoiceChanged();
  return useMutation({
    mutationFn: ({ id, paymentMethod }: { id: string; paymentMethod: PaymentMethod }) =>
      apiJson<OrderView>('PUT', `${orderPath(id)}/payment`, { paymentMethod }),
    onSuccess: changed,
  });
}

/** POST /api/admin/orders/{id}/credit-note ('Storna fattura'). */
export function useCreditNote() {
  const changed = useInvoiceChanged();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiJson<OrderView>('POST', `${orderPath(id)}/credit-note`, { reason }),
    onSuccess: changed,
  });
}

/** POST /api/admin/sistema-ts/{year}/send. */
export function useSendSistemaTsYear() {
  const changed = useInvoiceChanged();
  return useMutation({
    mutationFn: (year: number) => apiJson<SistemaTsSendResult>('POST', `/api/admin/sistema-ts/${year}/send`),
    onSuccess: changed,
  });
}
