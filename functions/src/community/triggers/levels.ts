import { levelForPoints } from '@app/schemas/community/levels';
import type { DocumentData } from 'firebase-admin/firestore';

import { users } from '../../accounts/data/users';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

/**
 * Keeps users/{uid}.level equal to levelForPoints(points).
 *
 * Points only ever change by FieldValue.increment (the like and lesson triggers never read them:
 * the local Firestore has no transaction isolation), so whoever adds points cannot know the new
 * total and cannot write the level with it. Instead every write of a users document passes
 * through here with the document as that write left it; when its level is out of step with its
 * points, the level for those points is written. If events arrive out of order and a stale level
 * lands last, that write is itself a users write whose event carries the current points, so it
 * is corrected in turn: the stored level converges, and a level that already matches writes
 * nothing, which ends the chain. Redelivered events are harmless for the same reason.
 * Screens never wait for this: the current-user call derives the level from the points.
 */
export async function keepLevelInStep(userId: string, user: DocumentData): Promise<boolean> {
  const level = levelForPoints(Number(user.points ?? 0));
  if (user.level === level) return false;
  try {
    await users.ref(userId).update({ level });
    return true;
  } catch (error) {
    // The profile was deleted meanwhile: there is no level left to keep.
    if (isFirestoreError(error, FIRESTORE_CODES.notFound)) return false;
    throw error;
  }
}
