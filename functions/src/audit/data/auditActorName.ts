import { displayName } from '@app/schemas/shared/people';
import type { DocumentData } from 'firebase-admin/firestore';

import { users } from '../../accounts/data/users';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';
import { adminAudit } from './adminAudit';

/** The name an entry shows for an actor without a profile (a failed sign-in, an erased account). */
export const UNKNOWN_ACTOR = 'Sconosciuto';

/** The site's display name of the actor's profile (schemas/src/shared/people.ts), or UNKNOWN_ACTOR without one. */
export function actorNameOf(user: { firstName?: unknown; lastName?: unknown; email?: unknown } | undefined): string {
  if (!user) return UNKNOWN_ACTOR;
  return displayName({ firstName: String(user.firstName ?? ''), lastName: String(user.lastName ?? ''), email: String(user.email ?? '') });
}

/**
 * Writes `actorName` on an entry that has none. The entry is read as stored, not as the event
 * carries it: a redelivered event of an entry stamped since, whose actor has been renamed
 * meanwhile, must leave the name of that time. The write is conditional on the entry read, so a
 * stamp written in between fails it (the retried event then finds the entry stamped). Two round trips.
 */
export async function stampActorName(entryId: string, entry: DocumentData): Promise<void> {
  if (typeof entry.actorName === 'string') return;
  const reference = adminAudit.ref(entryId);
  const [stored, actor] = await Promise.all([reference.get(), users.find(String(entry.actorId ?? ''))]);
  // Erased meanwhile (an account's erasure drops its entries' free text), or stamped already.
  if (!stored.exists || typeof stored.get('actorName') === 'string') return;
  try {
    await reference.update({ actorName: actorNameOf(actor) }, { lastUpdateTime: stored.updateTime! });
  } catch (error) {
    if (!isFirestoreError(error, FIRESTORE_CODES.notFound)) throw error;
  }
}
