import { membersContract } from '@app/schemas/accounts/membersContract';

import { Conflict } from '../../../shared/domainErrors';
import { implement } from '../../../shared/route';
import { revokeSessionsNow, setSignInDisabled } from '../../../shared/session';
import { recordMemberChange, users } from '../../data/users';
import { adminUserViewOf, memberName } from './adminUserView';

/**
 * PUT /api/admin/users/{uid}/status {disabled} (admin): disables or enables the member's account
 * (the users document with its audit entry, then the Auth user) and ends their sessions. An admin
 * cannot disable themselves (409).
 */
export const setUserStatusRoute = implement(membersContract.setUserStatus, async ({ caller, params, body }) => {
  if (params.uid === caller.uid && body.disabled) throw new Conflict('Non puoi disattivare il tuo account');
  const user = await users.byId(params.uid);
  const summary = body.disabled ? `Account di «${memberName(user)}» disattivato` : `Account di «${memberName(user)}» riattivato`;
  await recordMemberChange(caller.uid, user.id, { disabled: body.disabled }, summary);
  await setSignInDisabled(user.id, body.disabled);
  await revokeSessionsNow(user.id);
  return adminUserViewOf({ ...user, disabled: body.disabled });
});
