/**
 * The fiscal documents (docs/fiscal.md): how an invoice was paid, its credit note, its files for
 * the Sistema TS and SdI, and the year's transmission to the Sistema TS.
 */
import { fiscalContract } from '@app/schemas/contracts/fiscal';
import type { PaymentMethod } from '@app/schemas/fiscal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, contractQuery, urlOf } from './client';
import { orderKeys } from './orders';

/** The files of an invoiced order, for the doctor. */
export const sistemaTsXmlUrl = (id: string) => urlOf(fiscalContract.sistemaTsDocument, { params: { id } });
export const fatturaPaXmlUrl = (id: string) => urlOf(fiscalContract.fatturaPa, { params: { id } });
export const creditNoteFatturaPaXmlUrl = (id: string) => urlOf(fiscalContract.creditNoteFatturaPa, { params: { id } });
export const creditNotePdfUrl = (orderId: string) => urlOf(fiscalContract.creditNotePdf, { params: { orderId } });

/** Every year's key is under the contract's path, so one invalidation refreshes them all. */
const sistemaTsYears = [fiscalContract.sistemaTsYear.path] as const;
export const sistemaTsYearKey = (year: number) => [...sistemaTsYears, year] as const;
export const useSistemaTsYear = (year: number) =>
  useQuery(contractQuery(fiscalContract.sistemaTsYear, { params: { year } }, sistemaTsYearKey(year)));

/** What a change of an invoice refreshes: the order lists and the Sistema TS years. */
function useInvoiceChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.mine }),
      queryClient.invalidateQueries({ queryKey: sistemaTsYears }),
    ]);
}

export function useSetPaymentMethod() {
  const changed = useInvoiceChanged();
  return useMutation({
    mutationFn: ({ id, paymentMethod }: { id: string; paymentMethod: PaymentMethod }) =>
      api(fiscalContract.setPaymentMethod, { params: { id }, body: { paymentMethod } }),
    onSuccess: changed,
  });
}

/** 'Storna fattura'. */
export function useCreditNote() {
  const changed = useInvoiceChanged();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api(fiscalContract.createCreditNote, { params: { id }, body: { reason } }),
    onSuccess: changed,
  });
}

export function useSendSistemaTsYear() {
  const changed = useInvoiceChanged();
  return useMutation({
    mutationFn: (year: number) => api(fiscalContract.sendSistemaTsYear, { params: { year } }),
    onSuccess: changed,
  });
}
