import type { CurrentUser, LoginBody } from '@app/schemas/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiJson, getQueryFn } from './client';

export const sessionKeys = {
  currentUser: ['/api/auth/user'] as const,
};

/** GET /api/auth/user: the signed-in user; a 401 means "no user", not an error. */
export const currentUserQuery = () =>
  queryOptions<CurrentUser | null>({ queryKey: sessionKeys.currentUser, queryFn: getQueryFn({ on401: 'returnNull' }) });

/** The signed-in user, if any, and whether the session is still being read. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user),
    isAdmin: Boolean(user?.isAdmin),
    isDoctor: Boolean(user?.isDoctor),
  };
}

/** POST /api/simple-login; on success the session query holds the new user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiJson<CurrentUser>('POST', '/api/simple-login', body),
    onSuccess: (user) => {
      // What was read as a visitor (public events only, say) is not what the member sees.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.currentUser[0] });
      queryClient.setQueryData(sessionKeys.currentUser, user);
    },
  });
}
