import type { CurrentUser, LoginBody } from '@app/schemas/auth';
import { authContract } from '@app/schemas/contracts/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, getQueryFn, keyOf, urlOf } from './client';

export const sessionKeys = {
  currentUser: keyOf(authContract.currentUser),
};

/** The link that signs out (the server clears the cookie and redirects home). */
export const LOGOUT_URL = urlOf(authContract.logout);

/** The signed-in user; a 401 means "no user", not an error (the default query function reads the key's URL). */
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

/** Signs in; on success the session query holds the new user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api(authContract.login, { body }),
    onSuccess: (user) => {
      // What was read as a visitor (public events only, say) is not what the member sees.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.currentUser[0] });
      queryClient.setQueryData(sessionKeys.currentUser, user);
    },
  });
}
