/**
 * The fiscal documents (docs/fiscal.md): how an invoice was paid, its credit note, its files for
 * the Sistema TS and SdI, and the year's transmission to the Sistema TS.
 */
import { fiscalContract } from '@app/schemas/invoices/contract';
import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import { useMutation, useQuery } from '@tanstack/react-query';

import { api, contractQuery, invalidatedBy, urlOf } from '../../shared/api/client';

/** The files of an invoiced order, for the doctor. */
export const sistemaTsXmlUrl = (id: string) => urlOf(fiscalContract.sistemaTsDocument, { params: { id } });
export const fatturaPaXmlUrl = (id: string) => urlOf(fiscalContract.fatturaPa, { params: { id } });
export const creditNoteFatturaPaXmlUrl = (id: string) => urlOf(fiscalContract.creditNoteFatturaPa, { params: { id } });
export const creditNotePdfUrl = (orderId: string) => urlOf(fiscalContract.creditNotePdf, { params: { orderId } });
/** A refund's credit note (its attempt), for the patient and the doctor. */
export const refundCreditNotePdfUrl = (orderId: string, attempt: number) =>
  urlOf(fiscalContract.refundCreditNotePdf, { params: { orderId, attempt: String(attempt) } });
/** A refund's credit note as an SdI e-invoice (TD04), for the doctor: services that are not health services. */
export const refundCreditNoteFatturaPaXmlUrl = (orderId: string, attempt: number) =>
  urlOf(fiscalContract.refundCreditNoteFatturaPa, { params: { orderId, attempt: String(attempt) } });

/** Every year's key is under the contract's path, so one invalidation refreshes them all. */
const sistemaTsYears = [fiscalContract.sistemaTsYear.path] as const;
export const sistemaTsYearKey = (year: number) => [...sistemaTsYears, year] as const;
export const useSistemaTsYear = (year: number) =>
  useQuery(contractQuery(fiscalContract.sistemaTsYear, { params: { year } }, sistemaTsYearKey(year)));

export function useSetPaymentMethod() {
  return useMutation({
    meta: invalidatedBy(fiscalContract.setPaymentMethod),
    mutationFn: ({ id, paymentMethod }: { id: string; paymentMethod: PaymentMethod }) =>
      api(fiscalContract.setPaymentMethod, { params: { id }, body: { paymentMethod } }),
  });
}

/** 'Storna fattura'. */
export function useCreditNote() {
  return useMutation({
    meta: invalidatedBy(fiscalContract.createCreditNote),
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api(fiscalContract.createCreditNote, { params: { id }, body: { reason } }),
  });
}

export function useSendSistemaTsYear() {
  return useMutation({
    meta: invalidatedBy(fiscalContract.sendSistemaTsYear),
    mutationFn: (year: number) => api(fiscalContract.sendSistemaTsYear, { params: { year } }),
  });
}
