/**
 * The admin's 'Membri' tab (docs/product.md, Members): the members' list with its search, and the
 * changes of role and status. A change answers the member as the list shows them; the list is
 * refetched, and the 'Registro' with it.
 */
import { membersContract } from '@app/schemas/accounts/membersContract';
import { useMutation } from '@tanstack/react-query';

import { api, invalidatedBy } from '../../shared/api/client';
import { usePagedList } from '../../shared/api/pagedList';

/** The members found, 50 a page. */
export const useMembers = (q: string) => usePagedList(membersContract.listAdminUsers, { q });

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
