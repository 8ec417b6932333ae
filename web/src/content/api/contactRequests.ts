/**
 * The admin's list of consultation requests (docs/product.md, Screens and Data fetching) and what
 * the admin does with one: 'Crea paziente' and 'Segna come gestita'. Not in contact.ts: the landing
 * page's form loads that file, and this one reads the contracts, with zod, at once.
 */
import { contactContract } from '@app/schemas/content/contract';
import type { AnswerOf } from '@app/schemas/shared/contract';
import { useMutation } from '@tanstack/react-query';

import { api, type InputArgument, invalidatedBy } from '../../shared/api/client';
import { usePagedList } from '../../shared/api/pagedList';

export const useContactRequests = () => usePagedList(contactContract.listContactRequests);

/** A write on one request, by its id; what its contract names is read again. */
function useRequestWrite<C extends RequestWrite>(contract: C) {
  return useMutation({
    meta: invalidatedBy(contract),
    mutationFn: (id: string) => api(contract, ...([{ params: { id } }] as InputArgument<C>)) as Promise<AnswerOf<C>>,
  });
}
type RequestWrite = typeof contactContract.createPatientFromRequest | typeof contactContract.markContactRequestHandled;

/** The request becomes a patient: invited at its address, or linked to the account that has it. */
export const useCreatePatientFromRequest = () => useRequestWrite(contactContract.createPatientFromRequest);

/** The request answered some other way: marked handled, with who and when. */
export const useMarkRequestHandled = () => useRequestWrite(contactContract.markContactRequestHandled);
