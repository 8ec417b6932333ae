import { type CurrentUser, currentUserStoredFields } from '@app/schemas/accounts/auth';
import { DEFAULT_COMMUNITY_NAME } from '@app/schemas/community/communityName';
import { levelForPoints } from '@app/schemas/community/levels';
import { storedValues } from '@app/schemas/shared/entityView';

import { auth } from '../../../shared/firebase';
import { isAddressConfirmed } from '../../addressConfirmation';
import { markSeen, profileOrCreate } from '../../data/users';
import { outboxKeyOf } from '../../outboxKey';

/** The roles a session carries (its custom claims). */
export interface Roles {
  isAdmin: boolean;
  isDoctor: boolean;
}

/** The roles of a verified token's custom claims. */
export const rolesOf = (claims: Record<string, unknown>): Roles => ({
  isAdmin: claims.admin === true,
  isDoctor: claims.doctor === true,
});

/**
 * The signed-in user as screens read it. An Auth user without a users document (created in the
 * console, say) gets one with the defaults on first sight, so every member has a profile.
 * `emailVerifiedClaim` is the session's claim (see auth/addressConfirmation.ts).
 */
export async function currentUserView(uid: string, { isAdmin, isDoctor }: Roles, emailVerifiedClaim?: boolean): Promise<CurrentUser> {
  const [user, emailVerified] = await Promise.all([
    profileOrCreate(uid, async () => {
      const authUser = await auth.getUser(uid);
      const [firstName = '', ...rest] = (authUser.displayName ?? '').split(' ');
      return { email: authUser.email ?? '', firstName, lastName: rest.join(' '), isAdmin, isDoctor };
    }),
    isAddressConfirmed({ uid, emailVerified: emailVerifiedClaim }),
  ]);
  // The members' list shows when each was last seen: a write at most once an hour.
  await markSeen(user);
  return {
    ...storedValues(currentUserStoredFields, user),
    level: levelForPoints(user.points),
    isAdmin,
    isDoctor,
    emailVerified,
    communityName: user.communityName ?? DEFAULT_COMMUNITY_NAME,
    outboxKey: outboxKeyOf(uid),
  };
}
