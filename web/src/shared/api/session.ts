import type { CurrentUser } from '@app/schemas/accounts/auth';
import { firstLoadRoutes } from '@app/schemas/shared/firstLoad';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getQueryFn, keyOf } from './client';

// Every page's entry reads this module, the landing page's too: it names its call by the contract's
// path alone (firstLoadRoutes), so that a visitor's first load carries no zod. Signing in and out
// are in account.ts.
export const sessionKeys = {
  currentUser: keyOf(firstLoadRoutes.currentUser),
};

/** The signed-in user; a 401 means "no user", not an error (the default query function reads the key's URL). */
export const currentUserQuery = () =>
  queryOptions<CurrentUser | null>({
    queryKey: sessionKeys.currentUser,
    queryFn: getQueryFn({ on401: 'returnNull' }),
    meta: { provides: firstLoadRoutes.currentUser.provides },
  });

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
