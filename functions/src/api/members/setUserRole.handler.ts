import { membersContract } from '@app/schemas/contracts/members';

import { HttpError } from '../../app/httpError';
import { revokeSessionsNow, setAdminClaim } from '../../app/session';
import { recordMemberChange, users } from '../../data/users';
import { implement } from '../route';
import { adminUserViewOf, memberName } from './adminUserView';

/**
 * PUT /api/admin/users/{uid}/role {isAdmin} (admin): gives or takes the admin role (the users
 * document with its audit entry, then the Auth custom claim) and ends the member's sessions, so
 * the change holds from their next request. An admin cannot take their own role (409): the
 * practice never locks itself out.
 */
export const setUserRoleRoute = implement(membersContract.setUserRole, async ({ caller, params, body }) => {
  if (params.uid === caller.uid && !body.isAdmin) throw new HttpError(409, 'Non puoi togliere a te stessa il ruolo di amministratore');
  const user = await users.byId(params.uid);
  const summary = body.isAdmin
    ? `Ruolo di amministratore dato a «${memberName(user)}»`
    : `Ruolo di amministratore tolto a «${memberName(user)}»`;
  await recordMemberChange(caller.uid, user.id, { isAdmin: body.isAdmin }, summary);
  await setAdminClaim(user.id, body.isAdmin);
  await revokeSessionsNow(user.id);
  return adminUserViewOf({ ...user, isAdmin: body.isAdmin });
});
