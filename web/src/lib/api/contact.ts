import type { ContactRequestBody } from '@app/schemas/contact';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiJson } from './client';

// Imported by the landing page (entry chunk): keep it to TanStack Query and the shared client.
export const contactKeys = {
  /** The admin's list of consultation requests. */
  requests: ['/api/contact-requests'] as const,
};

/** POST /api/contact; afterwards the admin's list of requests is refetched (docs/product.md, Data fetching). */
export function useSendContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactRequestBody) => apiJson<{ message: string }>('POST', '/api/contact', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.requests }),
  });
}
