import type { WriteBatch, WriteResult } from 'firebase-admin/firestore';

import { newBatch } from '../../shared/data/entity';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';
import { type AuditRecord, recordAdminWrite } from './adminAudit';

/**
 * Commits one admin write: `write` adds the change to a new batch, its audit entry joins the same
 * batch (docs/architecture.md, "Security"), and a failed update or exists precondition (the
 * document is gone, or was deleted meanwhile) becomes `notFound`, the entity's Italian 404.
 */
export async function commitAdminWrite(
  actorId: string,
  audit: AuditRecord,
  notFound: () => Error,
  write: (batch: WriteBatch) => void,
): Promise<WriteResult[]> {
  const batch = newBatch();
  write(batch);
  recordAdminWrite(batch, actorId, audit);
  try {
    return await batch.commit();
  } catch (error) {
    throw isFirestoreError(error, FIRESTORE_CODES.notFound) ? notFound() : error;
  }
}
