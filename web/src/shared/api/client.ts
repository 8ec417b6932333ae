import { type AnswerOf, type Contract, pathOf } from '@app/schemas/shared/contract';
import { MutationCache, QueryClient, type QueryFunction, type QueryKey, queryOptions } from '@tanstack/react-query';

import { fetchNoted } from '../lib/offline';
import { invalidateAfterWrite, providedBy } from './cacheTags';
import { api, type CallInput, checkedAnswer, type InputArgument, messageField, type SearchParams, throwIfResNotOk } from './request';
import { isSessionEndedAnswer, markSessionEnded, signInCount } from './sessionEnded';
import { fetchAcrossRenewal } from './sessionRenewal';

export { invalidatedBy, invalidateTags, providedBy } from './cacheTags';
export {
  api,
  ApiError,
  apiErrorMessage,
  apiRequest,
  type CallInput,
  checkedAnswer,
  type InputArgument,
  type SearchParams,
  throwIfResNotOk,
  urlOf,
} from './request';

/**
 * The query key of a read: the URL path of the call, then its query when it has one, so the default
 * query function (GET of the key's segments joined by '/', docs/product.md, Data fetching) reads
 * the same URL. Without a query it is the key of the whole list: invalidating it refreshes every
 * query of the list, whatever their query.
 */
export function keyOf(route: Pick<Contract, 'path'>): readonly unknown[];
export function keyOf<C extends Contract>(contract: C, input?: Partial<CallInput<C>>): readonly unknown[];
export function keyOf(contract: Pick<Contract, 'path'>, input?: { params?: unknown; query?: unknown }): readonly unknown[] {
  const path = pathOf(contract, (input?.params ?? {}) as Record<string, string>);
  return input?.query === undefined ? [path] : [path, input.query];
}

/**
 * The URL a query key stands for: its path segments joined by '/' (docs/product.md, Data fetching), then, when the last
 * segment is an object, its defined values as the query string:
 * ['/api/posts', { limit: 3 }] -> '/api/posts?limit=3'.
 */
export function queryKeyUrl(queryKey: QueryKey): string {
  const last = queryKey[queryKey.length - 1];
  if (typeof last !== 'object' || last === null) return queryKey.join('/');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(last as SearchParams))
    if (value !== undefined && value !== null) search.set(name, String(value));
  const path = queryKey.slice(0, -1).join('/');
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GETs the URL of the query key (see queryKeyUrl). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const sentAt = signInCount();
    const response = await fetchAcrossRenewal(() => fetchNoted(queryKeyUrl(queryKey), { credentials: 'include' }));
    if (on401 === 'returnNull' && response.status === 401) {
      // Read the body all the same: an unread response stays open, and the page never goes idle.
      if (isSessionEndedAnswer(401, messageField(await response.text()))) markSessionEnded(sentAt);
      return null as T;
    }
    await throwIfResNotOk(response, sentAt);
    return (await response.json()) as T;
  };
}

/** The app's query client: docs/product.md (Data fetching) defaults, with the default query function above. */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    // A write's contract names what it changes (cacheTags.ts): those queries are read again.
    mutationCache: new MutationCache({
      onSettled: (_data, error, _variables, _context, mutation) => invalidateAfterWrite(queryClient, error, mutation),
    }),
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
  return queryClient;
}

export interface Page<T> {
  items: T[];
  /** The URL of the next page (the response's `Link: <…>; rel="next"`), or null on the last one. */
  next: string | null;
}

/** The next-page URL of a `Link` header, if any. */
export function nextPageUrl(link: string | null): string | null {
  return /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1] ?? null;
}

/**
 * GETs one page of a list whose body is an array and whose next page is in the Link header: the
 * first page at the contract's URL, the next ones at the URL the server gave.
 */
export async function fetchPage<C extends Contract>(contract: C, url: string): Promise<Page<ItemOf<C>>> {
  const sentAt = signInCount();
  const response = await fetchNoted(url, { credentials: 'include' });
  await throwIfResNotOk(response, sentAt);
  const items = checkedAnswer(contract, await response.json()) as ItemOf<C>[];
  return { items, next: nextPageUrl(response.headers.get('link')) };
}

/** The item of a list contract's answer. */
export type ItemOf<C extends Contract> = AnswerOf<C> extends readonly (infer T)[] ? T : never;

/**
 * The query of a read contract: its key (by default `keyOf`, a key factory may nest it under a
 * list's key for invalidation) and a query function that calls the contract.
 */
export function contractQuery<C extends Contract>(contract: C, input?: CallInput<C>, queryKey?: readonly unknown[]) {
  const args = [input] as InputArgument<C>;
  return queryOptions({
    queryKey: queryKey ?? keyOf(contract, ...args),
    queryFn: () => api(contract, ...args),
    meta: providedBy(contract),
  });
}
