import type { ContactRequestBody } from '@app/schemas/contact';
import { contactContract } from '@app/schemas/contracts/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, keyOf } from './client';

// Imported by the landing page (entry chunk): keep it to TanStack Query and the shared client.
export const contactKeys = {
  /** The admin's list of consultation requests. */
  requests: keyOf(contactContract.listContactRequests),
};

/** Sends a consultation request; afterwards the admin's list of requests is refetched (docs/product.md, Data fetching). */
export function useSendContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactRequestBody) => api(contactContract.createContactRequest, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.requests }),
  });
}
