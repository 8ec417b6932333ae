import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { collection } from '../app/documents';
import { FIRESTORE_CODES, isFirestoreError } from '../app/firestoreErrors';

/**
 * Applies a trigger's writes at most once per event: the batch also creates applied_events/{id},
 * so a redelivered event fails the create precondition and nothing of it is written again.
 * Returns false when the event had already been applied.
 */
export async function applyOnce(eventId: string, write: (batch: WriteBatch) => void): Promise<boolean> {
  const batch = collection('appliedEvents').firestore.batch();
  batch.create(collection('appliedEvents').doc(eventId), { appliedAt: FieldValue.serverTimestamp() });
  write(batch);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isFirestoreError(error, FIRESTORE_CODES.alreadyExists)) return false;
    throw error;
  }
}
