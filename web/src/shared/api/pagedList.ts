import type { Contract } from '@app/schemas/shared/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { fetchPage, keyOf, providedBy, urlOf } from './client';

/**
 * A list paged through the Link header, from the contract's first page for `query` (a search, its
 * filters: the empty ones are left out); 'Carica altri' asks for the next page, and the previous
 * results stay on screen while a new search loads.
 */
export function usePagedList<C extends Contract>(contract: C, query: Record<string, string | undefined> = {}) {
  const filled = Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as Record<string, string>;
  return useInfiniteQuery({
    queryKey: [...keyOf(contract), 'pages', filled],
    queryFn: ({ pageParam }) => fetchPage(contract, pageParam),
    initialPageParam: urlOf(contract, { query: filled } as never),
    meta: providedBy(contract),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}
