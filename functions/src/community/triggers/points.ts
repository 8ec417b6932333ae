import { COLLECTIONS } from '@app/schemas/shared/collections';
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

import { pointsIncrement, users } from '../../accounts/data/users';
import { existenceDelta } from '../../analytics/triggers/stats';
import { applyOnce } from '../../shared/data/appliedEvents';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';
import { triggerOn } from '../../shared/region';

const FUNCTION_NAME = 'onLikeWritten';

/**
 * Points as in Skool: the author of a liked post or comment gains 1 point when the like appears
 * and loses it when the like goes; liking one's own content earns nothing. The like carries
 * targetAuthorId, so no read is needed; the increment is applied once per event. The level
 * follows from the points (see levels.ts).
 */
export async function applyLikePoints(
  eventId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<boolean> {
  const like = after ?? before;
  const delta = existenceDelta(before, after);
  if (!like || delta === 0 || like.targetAuthorId === like.userId) return false;
  try {
    return await applyOnce(FUNCTION_NAME, eventId, (batch) => {
      batch.update(users.ref(String(like.targetAuthorId)), pointsIncrement(delta));
    });
  } catch (error) {
    // The author's profile is gone: nobody to give the point to.
    if (isFirestoreError(error, FIRESTORE_CODES.notFound)) return false;
    throw error;
  }
}

export const onLikeWritten = onDocumentWritten(triggerOn(`${COLLECTIONS.likes}/{likeId}`), (event) =>
  applyLikePoints(event.id, event.data?.before.data(), event.data?.after.data()),
);
