import { z } from 'zod';

import { wireOf } from '../shared/entityView';
import { adminAuditDoc } from './entities';

/**
 * The stored fields an entry's answer shows as they are (shared/entityView.ts): not the name stored
 * with it, which `actor` shows, nor whether it is clinical, which only chooses who reads it.
 */
export const adminAuditStoredFields = wireOf(adminAuditDoc).pick({
  id: true,
  action: true,
  collection: true,
  documentId: true,
  summary: true,
  createdAt: true,
  actorId: true,
});

/**
 * GET /api/admin/audit: one entry of the 'Registro' (an admin write, a read of health data, a
 * sign-in), with who made it: their uid and their name at that time (docs/security.md, Audit).
 */
export const adminAuditView = adminAuditStoredFields.extend({
  /** Whose data, when it is a person's (a patient's uid), else null. */
  subjectId: z.string().nullable(),
  /** `name` is the one stored with the entry (the name at that time); firstName and lastName are the profile's now. */
  actor: z.object({ firstName: z.string(), lastName: z.string(), name: z.string() }),
});
export type AdminAuditView = z.infer<typeof adminAuditView>;
