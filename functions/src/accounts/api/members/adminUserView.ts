import type { UserDoc } from '@app/schemas/accounts/entities';
import type { AdminUserView } from '@app/schemas/accounts/members';
import { levelForPoints } from '@app/schemas/community/levels';
import { displayName } from '@app/schemas/shared/people';

export function adminUserViewOf(user: UserDoc): AdminUserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    points: user.points,
    level: levelForPoints(user.points),
    createdAt: user.createdAt.toISOString(),
    lastSeenAt: user.lastSeenAt ? user.lastSeenAt.toISOString() : null,
    isAdmin: user.isAdmin,
    isDoctor: user.isDoctor ?? false,
    disabled: user.disabled ?? false,
  };
}

/** 'Giulia Bianchi', or the e-mail for a profile without names. */
export const memberName = (user: UserDoc) => displayName(user);
