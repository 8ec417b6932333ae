import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';

import { createdUnlessExists } from '../firestoreErrors';
import { entity, newBatch } from './entity';

const appliedEvents = entity<{ id: string }>('appliedEvents', { notFound: 'Evento non trovato', stamps: ['appliedAt'] });

/**
 * Applies a trigger's writes at most once per function and event: the batch also creates
 * applied_events/{functionName}_{eventId}, so a redelivered event fails the create precondition and
 * nothing of it is written again. The function's name is part of the key because two functions
 * on the same document receive the same event id. Returns false when already applied.
 */
export async function applyOnce(functionName: string, eventId: string, write: (batch: WriteBatch) => void): Promise<boolean> {
  const batch = newBatch();
  batch.create(appliedEvents.ref(`${functionName}_${eventId}`), { functionName, eventId, appliedAt: FieldValue.serverTimestamp() });
  write(batch);
  return createdUnlessExists(batch.commit());
}

/**
 * Claims an event for a function whose work is not a Firestore write (a push): true the first time,
 * false when the event was already claimed (a redelivery), so that work is done at most once.
 */
export const claimOnce = (functionName: string, eventId: string): Promise<boolean> => applyOnce(functionName, eventId, () => undefined);
