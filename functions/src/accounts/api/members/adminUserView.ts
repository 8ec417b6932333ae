import type { UserDoc } from '@app/schemas/accounts/entities';
import { adminUserStoredFields, type AdminUserView } from '@app/schemas/accounts/members';
import { levelForPoints } from '@app/schemas/community/levels';
import { storedValues } from '@app/schemas/shared/entityView';
import { displayName } from '@app/schemas/shared/people';

export function adminUserViewOf(user: UserDoc): AdminUserView {
  return {
    ...storedValues(adminUserStoredFields, user),
    level: levelForPoints(user.points),
    // Profiles older than these fields lack them: never seen, not a doctor, not disabled.
    lastSeenAt: user.lastSeenAt ? user.lastSeenAt.toISOString() : null,
    isDoctor: user.isDoctor ?? false,
    disabled: user.disabled ?? false,
  };
}

/** 'Giulia Bianchi', or the e-mail for a profile without names. */
export const memberName = (user: UserDoc) => displayName(user);
