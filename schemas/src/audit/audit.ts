import { z } from 'zod';

/**
 * GET /api/admin/audit: one entry of the 'Registro' (an admin write, a read of health data, a
 * sign-in), with who made it: their uid and their name at that time (docs/security.md, Audit).
 */
export const adminAuditView = z.object({
  id: z.string(),
  action: z.string(),
  collection: z.string(),
  documentId: z.string(),
  /** Whose data, when it is a person's (a patient's uid), else null. */
  subjectId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
  actorId: z.string(),
  /** `name` is the one stored with the entry (the name at that time); firstName and lastName are the profile's now. */
  actor: z.object({ firstName: z.string(), lastName: z.string(), name: z.string() }),
});
export type AdminAuditView = z.infer<typeof adminAuditView>;
