import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactRequestBody } from '@app/schemas/contact';
import { apiRequest } from '../../../lib/apiRequest';

/** POST /api/contact; afterwards the admin's list of requests is refetched. */
export function useSendContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContactRequestBody) =>
      (await apiRequest('POST', '/api/contact', body)).json() as Promise<{ message: string }>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/contact-requests'] }),
  });
}
