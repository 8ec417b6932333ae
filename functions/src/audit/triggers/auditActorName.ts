import { COLLECTIONS } from '@app/schemas/shared/collections';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';

import { triggerOn } from '../../shared/region';
import { stampActorName } from '../data/auditActorName';

/**
 * Stamps each new audit entry with its actor's name as it is now (docs/security.md, Audit): the log
 * names people by uid plus the name at that time, so a later rename rewrites no history. Writing it
 * here keeps every audited request at its own round trips. Idempotent: a stamped entry is left.
 */
export const onAuditEntryCreated = onDocumentCreated(triggerOn(`${COLLECTIONS.adminAudit}/{entryId}`), async (event) => {
  const entry = event.data?.data();
  if (entry) await stampActorName(event.params.entryId, entry);
});
