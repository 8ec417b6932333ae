import { membersContract } from '@app/schemas/accounts/membersContract';

import { Conflict, Forbidden } from '../../../shared/domainErrors';
import { doctorOnly } from '../../../shared/httpError';
import { implement } from '../../../shared/route';
import { revokeSessionsNow, type RoleClaim, setRoleClaim } from '../../../shared/session';
import { requireCurrentPassword } from '../../currentPassword';
import { recordMemberChange, users } from '../../data/users';
import { adminUserViewOf, memberName } from './adminUserView';

const ROLE_NAMES: Record<RoleClaim, string> = { admin: 'amministratore', doctor: 'medico' };

/** A role change asks the acting user's password again: a wrong one is a 403 and changes nothing. */
export const WRONG_ACTING_PASSWORD = 'Password non corretta: il ruolo non è stato cambiato';

/**
 * PUT /api/admin/users/{uid}/role {isAdmin, password} or {isDoctor, password} (admin): gives or
 * takes one role (the users document with its audit entry, then the Auth custom claim) and ends
 * the member's sessions, so the change holds from their next request. The acting user's current
 * password is checked first; only a doctor gives or takes the doctor's role (docs/security.md,
 * Roles). Nobody takes their own role (409): the practice never locks itself out.
 */
export const setUserRoleRoute = implement(membersContract.setUserRole, async ({ caller, params, body, request, response }) => {
  const { role, granted } = body;
  if (role === 'doctor' && !caller.isDoctor) throw doctorOnly();
  if (params.uid === caller.uid && !granted) throw new Conflict(`Non puoi togliere a te stessa il ruolo di ${ROLE_NAMES[role]}`);
  await requireCurrentPassword(caller.uid, body.password, response, {
    ip: request.ip,
    now: request.now,
    wrongAs: Forbidden,
    wrongMessage: WRONG_ACTING_PASSWORD,
  });
  const user = await users.byId(params.uid);
  const summary = `Ruolo di ${ROLE_NAMES[role]} ${granted ? 'dato a' : 'tolto a'} «${memberName(user)}»`;
  const change = role === 'doctor' ? { isDoctor: granted } : { isAdmin: granted };
  await recordMemberChange(caller.uid, user.id, change, summary);
  await setRoleClaim(user.id, role, granted);
  await revokeSessionsNow(user.id);
  return adminUserViewOf({ ...user, ...change });
});
