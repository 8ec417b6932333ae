import { accountContract } from '@app/schemas/contracts/account';

import { auth } from '../../app/firebase';
import { updateProfileName } from '../../data/users';
import { currentUserView } from '../auth/currentUserView';
import { implement } from '../route';

/** PUT /api/account/profile: the member's first and last name (the profile and the Auth display name). */
export const updateProfileRoute = implement(accountContract.updateProfile, async ({ caller, body }) => {
  // The profile exists from here on (created with the defaults if it did not).
  await currentUserView(caller.uid, caller, caller.emailVerified);
  await Promise.all([
    updateProfileName(caller.uid, body),
    auth.updateUser(caller.uid, { displayName: `${body.firstName} ${body.lastName}` }),
  ]);
  return currentUserView(caller.uid, caller, caller.emailVerified);
});
