import type { Contract } from '@app/schemas/shared/contract';
import { useInfiniteQuery } from '@tanstack/react-query';

import { fetchPage, keyOf, providedBy, urlOf } from './client';

/** A list paged through the Link header, from the contract's first page; 'Carica altri' asks for the next page. */
export function usePagedList<C extends Contract>(contract: C) {
  const key = keyOf(contract);
  return useInfiniteQuery({
    queryKey: [...key, 'pages'],
    queryFn: ({ pageParam }) => fetchPage(contract, pageParam),
    initialPageParam: urlOf(contract, { query: {} } as never),
    meta: providedBy(contract),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
}
