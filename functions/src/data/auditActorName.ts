import { displayName } from '@app/schemas/people';
import type { DocumentData } from 'firebase-admin/firestore';

import { FIRESTORE_CODES, isFirestoreError } from '../app/firestoreErrors';
import { adminAudit } from './adminAudit';
import { users } from './users';

/** The name an entry shows for an actor without a profile (a failed sign-in, an erased account). */
export const UNKNOWN_ACTOR = 'Sconosciuto';

/** The site's display name of the actor's profile (schemas/src/people.ts), or UNKNOWN_ACTOR without one. */
export function actorNameOf(user: { firstName?: unknown; lastName?: unknown; email?: unknown } | undefined): string {
  if (!user) return UNKNOWN_ACTOR;
  return displayName({ firstName: String(user.firstName ?? ''), lastName: String(user.lastName ?? ''), email: String(user.email ?? '') });
}

/** Writes `actorName` on an entry that has none. Two round trips. */
export async function stampActorName(entryId: string, entry: DocumentData): Promise<void> {
  if (typeof entry.actorName === 'string') return;
  const actor = await users.find(String(entry.actorId ?? ''));
  try {
    await adminAudit.ref(entryId).update({ actorName: actorNameOf(actor) });
  } catch (error) {
    // Erased meanwhile (an account's erasure drops its entries' free text): nothing to stamp.
    if (!isFirestoreError(error, FIRESTORE_CODES.notFound)) throw error;
  }
}
