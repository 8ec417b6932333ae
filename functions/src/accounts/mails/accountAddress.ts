import { auth } from '../../shared/firebase';

/** The member's address and first name as Firebase Auth holds them; undefined for a gone or disabled account. */
export async function recipientOf(uid: string): Promise<{ email: string; firstName: string } | undefined> {
  const user = await auth.getUser(uid).catch(() => undefined);
  if (!user?.email || user.disabled) return undefined;
  return { email: user.email, firstName: user.displayName?.split(' ')[0] ?? '' };
}
