import { membersContract } from '@app/schemas/accounts/membersContract';

import { cursorParam, linkNextPage } from '../../../shared/data/pageCursor';
import { implement } from '../../../shared/route';
import { membersPage } from '../../data/users';
import { adminUserViewOf } from './adminUserView';

export const ADMIN_USERS_PAGE_SIZE = 50;

/**
 * GET /api/admin/users?q=&cursor= (admin): the members, the newest first, 50 a page (the next in
 * the Link header, which keeps the search). `q` finds members by a prefix of a name or of the
 * e-mail: one array-contains query on `searchTerms` (docs/architecture.md, Members). One round trip.
 */
export const listAdminUsersRoute = implement(membersContract.listAdminUsers, async ({ query, response }) => {
  const term = query.q || undefined;
  const page = await membersPage(ADMIN_USERS_PAGE_SIZE, cursorParam(query.cursor), term);
  linkNextPage(response, '/api/admin/users', page.next, term ? { q: term } : {});
  return page.members.map(adminUserViewOf);
});
