import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences, type OptionalMailCategory } from '@app/schemas/notifications/mail';
import { FieldValue } from 'firebase-admin/firestore';

import { users } from '../../accounts/data/users';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

/** The member's e-mail preferences, every category on unless switched off (no profile: the defaults). */
export async function emailPreferencesOf(uid: string): Promise<EmailPreferences> {
  const user = await users.find(uid);
  return { ...DEFAULT_EMAIL_PREFERENCES, ...user?.emailPreferences };
}

/** The profile's switches, as the member set them. */
export async function saveEmailPreferences(uid: string, preferences: EmailPreferences): Promise<void> {
  await users.ref(uid).update({ emailPreferences: preferences, updatedAt: FieldValue.serverTimestamp() });
}

/** The unsubscribe link: one category off. A profile that no longer exists has nothing to switch off. */
export async function switchOffCategory(uid: string, category: OptionalMailCategory): Promise<void> {
  try {
    await users.ref(uid).update({ [`emailPreferences.${category}`]: false, updatedAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if (!isFirestoreError(error, FIRESTORE_CODES.notFound)) throw error;
  }
}
