import { adminAuditInsert } from '@app/schemas/audit/entities';
import { COLLECTIONS } from '@app/schemas/shared/collections';

import type { CollectionKey } from '../../shared/data/entity';
import { adminAudit } from './adminAudit';

/** A read (or a sign-in) worth a line in the audit log: who, which action, whose data. */
export interface AccessRecord {
  actorId: string;
  /** Dotted: 'diary.read', 'diary.summary', 'sistemats.export', 'auth.login'. */
  action: string;
  collection: CollectionKey;
  /** Whose data: the patient's uid. */
  subjectId: string;
  /** The document the entry is about: the subject's uid unless told (a sign-in names its session). */
  documentId?: string;
  summary: string;
}

/**
 * Writes one audit entry for a read of someone's data (docs/security.md, Audit). One round trip;
 * callers run it alongside their own reads. The actor's name is stamped by the audit trigger.
 */
export async function recordAccess(record: AccessRecord): Promise<void> {
  const entry = adminAuditInsert.parse({
    ...record,
    collection: COLLECTIONS[record.collection],
    documentId: record.documentId ?? record.subjectId,
  });
  await adminAudit.ref(adminAudit.newRef().id).create(adminAudit.insertData(entry));
}
