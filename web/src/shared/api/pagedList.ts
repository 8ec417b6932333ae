import type { Contract, QueryInputOf } from '@app/schemas/shared/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { fetchPage, keyOf, providedBy, urlOf } from './client';

/**
 * A list paged through the Link header, from the contract's first page (with `query`, a search's
 * own pages; its empty filters are left out); 'Carica altri' asks for the next page. The previous
 * results stay while another search loads, so the list does not flash empty at each keystroke.
 */
export function usePagedList<C extends Contract>(contract: C, query?: QueryInputOf<C>) {
  const key = keyOf(contract);
  const filled = Object.fromEntries(Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== ''));
  const searched = Object.keys(filled).length > 0;
  return useInfiniteQuery({
    queryKey: searched ? [...key, 'pages', filled] : [...key, 'pages'],
    queryFn: ({ pageParam }) => fetchPage(contract, pageParam),
    initialPageParam: urlOf(contract, { query: filled } as never),
    meta: providedBy(contract),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}
