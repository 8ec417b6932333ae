import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './apiRequest';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GETs the query key's segments joined by '/' (SPEC §7). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) {
      // Read the body all the same: an unread response stays open, and the page never goes idle.
      await response.text();
      return null as T;
    }
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
