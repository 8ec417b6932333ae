import { COLLECTIONS } from '@app/schemas/shared/collections';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * What `npm run grant-admin -- EMAIL [--doctor]` does: the admin claim on the Auth user and isAdmin
 * on its profile, and with `doctor` the doctor's role too (claim and isDoctor). The app gives the
 * doctor's role only from a doctor's session (docs/security.md, Roles): this is how the first one is
 * made, once, on a real project. Effective from the user's next sign-in. Answers the uid.
 */
export async function grantRoles(auth: Auth, db: Firestore, email: string, { doctor }: { doctor: boolean }): Promise<string> {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true, ...(doctor && { doctor: true }) });
  await db
    .collection(COLLECTIONS.users)
    .doc(user.uid)
    .set({ isAdmin: true, ...(doctor && { isDoctor: true }) }, { merge: true });
  return user.uid;
}
