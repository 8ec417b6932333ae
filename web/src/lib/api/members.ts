/**
 * The admin's 'Membri' tab (docs/product.md, Members): the members' list with its search, and the
 * changes of role and status. A change answers the member as the list shows them; the list is
 * refetched, and the 'Registro' with it.
 */
import type { AdminUserView } from '@app/schemas/members';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';

import { auditKeys } from './audit';
import { apiJson, fetchPage } from './client';

export const memberKeys = {
  all: ['/api/admin/users'] as const,
  /** The list for one search ('' for everyone), page after page. */
  search: (q: string) => [...memberKeys.all, 'pages', q] as const,
};

const usersPath = (q: string) => (q ? `/api/admin/users?${new URLSearchParams({ q })}` : '/api/admin/users');
const userPath = (uid: string) => `/api/admin/users/${encodeURIComponent(uid)}`;

/** GET /api/admin/users?q=: the members found, 50 a page; the previous results stay while a new search loads. */
export const useMembers = (q: string) =>
  useInfiniteQuery({
    queryKey: memberKeys.search(q),
    queryFn: ({ pageParam }) => fetchPage<AdminUserView>(pageParam),
    initialPageParam: usersPath(q),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
    placeholderData: keepPreviousData,
  });

/** A role change carries the acting user's password (docs/security.md, Roles); a status change does not. */
export type MemberChange = { uid: string } & (
  { isAdmin: boolean; password: string } | { isDoctor: boolean; password: string } | { disabled: boolean }
);

/** PUT /api/admin/users/{uid}/role or /status, as the change says. */
export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, ...change }: MemberChange) =>
      apiJson<AdminUserView>('PUT', `${userPath(uid)}/${'disabled' in change ? 'status' : 'role'}`, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
