import type { CurrentUser } from '@app/schemas/auth';
import type { UserDoc } from '@app/schemas/entities';
import { levelForPoints } from '@app/schemas/levels';
import { collection, existingDocumentOf } from '../../app/documents';
import { auth } from '../../app/firebase';
import { userInsert } from '@app/schemas/entities';
import { FieldValue } from 'firebase-admin/firestore';

/**
 * The signed-in user as screens read it. An Auth user without a users document (created in the
 * console, say) gets one with the defaults on first sight, so every member has a profile.
 */
export async function currentUserView(uid: string, isAdmin: boolean): Promise<CurrentUser> {
  const reference = collection('users').doc(uid);
  let user = existingDocumentOf<UserDoc>(await reference.get());
  if (!user) {
    const authUser = await auth.getUser(uid);
    const [firstName = '', ...rest] = (authUser.displayName ?? '').split(' ');
    const insert = userInsert.parse({ email: authUser.email ?? '', firstName, lastName: rest.join(' '), isAdmin });
    await reference.set({ ...insert, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    user = { ...insert, id: uid, createdAt: new Date(), updatedAt: new Date() };
  }
  return {
    id: uid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    points: user.points,
    level: levelForPoints(user.points),
    isAdmin,
  };
}
