import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginBody } from '@app/schemas/auth';
import { apiRequest } from '../../../lib/apiRequest';
import { CURRENT_USER_KEY } from '../../../lib/session';

/** POST /api/simple-login; on success the session query holds the new user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => (await apiRequest('POST', '/api/simple-login', body)).json() as Promise<CurrentUser>,
    onSuccess: (user) => {
      // What was read as a visitor (public events only, say) is not what the member sees.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}
