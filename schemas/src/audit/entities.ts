/** The audit's stored shape: admin_audit (shared/collections.ts says what `…Doc` and `…Insert` are). */
import { z } from 'zod';

import { id, timestamp } from '../shared/collections';

/**
 * The audit actions about health data (their first word): reads and clinical writes of the diary,
 * the record, the FODMAP protocol, meal plans, measurements, messages, the notes of visits read in
 * the agenda, and the Sistema TS exports. Only the doctor role sees their entries in the 'Registro'
 * (docs/security.md, Audit).
 */
export const CLINICAL_AUDIT_DOMAINS = ['diary', 'record', 'fodmap', 'mealplan', 'measurement', 'messages', 'agenda', 'sistemats'] as const;
export const isClinicalAuditAction = (action: string) => (CLINICAL_AUDIT_DOMAINS as readonly string[]).includes(action.split('.')[0]!);

/**
 * One admin write: the admin, a dotted action ('course.update', 'order.completed'), the collection
 * and document it touched, and an Italian line the 'Registro' view shows as it is.
 */
const adminAuditFields = z.object({
  actorId: id,
  action: z.string().min(1),
  collection: z.string().min(1),
  documentId: id,
  summary: z.string(),
  /** Whose data was read or changed, when it is a person's (a patient's uid): erasure and export find it. */
  subjectId: id.optional(),
  /** The actor's name when the entry was written (the audit trigger stamps it): a later rename rewrites nothing. */
  actorName: z.string().optional(),
});
/** An entry as written: `clinical` follows from its action, so no writer can forget it. */
export const adminAuditInsert = adminAuditFields.transform((entry) => ({ ...entry, clinical: isClinicalAuditAction(entry.action) }));
export const adminAuditDoc = adminAuditFields.extend({ id, createdAt: timestamp, clinical: z.boolean().optional() });

export type AdminAuditDoc = z.infer<typeof adminAuditDoc>;

// Insert shapes after parsing (defaults applied): what the data layer stores for a new document.
export type AdminAuditInsert = z.output<typeof adminAuditInsert>;
