import { accountContract } from '@app/schemas/accounts/accountContract';

import { auth } from '../../../shared/firebase';
import { implement } from '../../../shared/route';
import { updateOwnProfile, users } from '../../data/users';
import { currentUserView } from '../auth/currentUserView';

/**
 * PUT /api/account/profile: the member's names (the profile and the Auth display name) and how the
 * community shows them (`communityName`, docs/security.md, Community names); what the body leaves
 * out stays. A nickname another member holds is a 400 and nothing changes.
 */
export const updateProfileRoute = implement(accountContract.updateProfile, async ({ caller, body }) => {
  // The profile exists from here on (created with the defaults if it did not).
  await currentUserView(caller.uid, caller, caller.emailVerified);
  const user = await users.byId(caller.uid);
  const change = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as typeof body;
  await updateOwnProfile(user, change);
  if (body.firstName !== undefined || body.lastName !== undefined) {
    const displayName = `${body.firstName ?? user.firstName} ${body.lastName ?? user.lastName}`;
    await auth.updateUser(caller.uid, { displayName });
  }
  return currentUserView(caller.uid, caller, caller.emailVerified);
});
