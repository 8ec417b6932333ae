import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@app/schemas/auth';
import { getQueryFn } from './queryClient';

export const CURRENT_USER_KEY = ['/api/auth/user'];

/** The signed-in user; a 401 means "no user", not an error. */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user),
    isAdmin: Boolean(user?.isAdmin),
  };
}
