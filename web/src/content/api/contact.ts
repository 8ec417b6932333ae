import type { ContactRequestBody } from '@app/schemas/content/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, keyOf } from '../../shared/api/client';

/**
 * The contact calls' contracts, with zod: the landing page's first load does without them
 * (docs/performance.md), so they load when the visitor starts filling in the form, or at the latest
 * with the first send.
 */
export const loadContactContract = () => import('@app/schemas/content/contract').then((module) => module.contactContract);

/** Sends a consultation request; afterwards the admin's list of requests is refetched (docs/product.md, Data fetching). */
export function useSendContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContactRequestBody) => {
      const contract = await loadContactContract();
      const answer = await api(contract.createContactRequest, { body });
      void queryClient.invalidateQueries({ queryKey: keyOf(contract.listContactRequests) });
      return answer;
    },
  });
}
