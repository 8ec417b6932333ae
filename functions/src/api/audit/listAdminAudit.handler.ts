import { auditContract } from '@app/schemas/contracts/audit';

import { latestAuditEntries } from '../../data/adminAudit';
import { authorOf, authorsById } from '../../data/users';
import { implement } from '../route';

/** GET /api/admin/audit: the 'Registro', the latest admin writes with who made them (two round trips). */
export const listAdminAuditRoute = implement(auditContract.listAdminAudit, async () => {
  const entries = await latestAuditEntries();
  const actors = await authorsById(entries.map((entry) => entry.actorId));
  return entries.map(({ actorId, createdAt, ...entry }) => {
    const { firstName, lastName } = authorOf(actors, actorId);
    return { ...entry, createdAt: createdAt.toISOString(), actor: { firstName, lastName } };
  });
});
