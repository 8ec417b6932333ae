/**
 * The admin's 'Membri' tab (docs/product.md, Members): the members' list with its search, and the
 * changes of role and status. A change answers the member as the list shows them; the list is
 * refetched, and the 'Registro' with it.
 */
import { membersContract } from '@app/schemas/accounts/membersContract';
import { keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';

import { api, fetchPage, invalidatedBy, keyOf, providedBy, urlOf } from '../../shared/api/client';

export const memberKeys = {
  all: keyOf(membersContract.listAdminUsers),
  /** The list for one search ('' for everyone), page after page. */
  search: (q: string) => [...memberKeys.all, 'pages', q] as const,
};

/** The members found, 50 a page; the previous results stay while a new search loads. */
export const useMembers = (q: string) =>
  useInfiniteQuery({
    queryKey: memberKeys.search(q),
    queryFn: ({ pageParam }) => fetchPage(membersContract.listAdminUsers, pageParam),
    initialPageParam: urlOf(membersContract.listAdminUsers, { query: q ? { q } : {} }),
    meta: providedBy(membersContract.listAdminUsers),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    placeholderData: keepPreviousData,
  });

/** A role change carries the acting user's password (docs/security.md, Roles); a status change does not. */
export type MemberChange = { uid: string } & (
  { isAdmin: boolean; password: string } | { isDoctor: boolean; password: string } | { disabled: boolean }
);

/** A member's role or status, as the change says. */
export function useChangeMember() {
  return useMutation({
    meta: invalidatedBy(membersContract.setUserStatus, membersContract.setUserRole),
    mutationFn: ({ uid, ...change }: MemberChange) =>
      'disabled' in change
        ? api(membersContract.setUserStatus, { params: { uid }, body: change })
        : api(membersContract.setUserRole, { params: { uid }, body: change }),
  });
}
