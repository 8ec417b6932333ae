import { auditContract } from '@app/schemas/contracts/audit';

import { latestAuditEntries } from '../../data/adminAudit';
import { actorNameOf } from '../../data/auditActorName';
import { authorOf, authorsById } from '../../data/users';
import { implement } from '../route';

/**
 * GET /api/admin/audit: the 'Registro', the latest entries (admin writes, reads of health data,
 * sign-ins) with who made them: the uid, the name stored with the entry (a later rename changes
 * nothing; the profile's until the entry is stamped) and the profile's names. The entries about
 * health data only for the doctor role. Two round trips.
 */
export const listAdminAuditRoute = implement(auditContract.listAdminAudit, async ({ caller }) => {
  const entries = await latestAuditEntries({ clinical: caller.isDoctor });
  const actors = await authorsById(entries.map((entry) => entry.actorId));
  return entries.map(({ actorId, actorName, createdAt, subjectId, ...entry }) => {
    const { firstName, lastName } = authorOf(actors, actorId);
    const name = actorName ?? actorNameOf(actors.has(actorId) ? { firstName, lastName } : undefined);
    return { ...entry, subjectId: subjectId ?? null, createdAt: createdAt.toISOString(), actorId, actor: { firstName, lastName, name } };
  });
});
