import type { AdminAuditView } from '@app/schemas/audit/audit';
import type { AdminAuditDoc } from '@app/schemas/audit/entities';

import { authorOf, authorsById } from '../../accounts/data/users';
import { actorNameOf } from '../data/auditActorName';

/**
 * Entries as the 'Registro' shows them, with who made them: the uid, the name stored with the entry
 * (a later rename changes nothing; the profile's until the entry is stamped) and the profile's
 * names. One round trip for every actor.
 */
export async function auditViewsOf(entries: AdminAuditDoc[]): Promise<AdminAuditView[]> {
  const actors = await authorsById(entries.map((entry) => entry.actorId));
  return entries.map(({ actorId, actorName, createdAt, subjectId, clinical: _clinical, ...entry }) => {
    const { firstName, lastName } = authorOf(actors, actorId);
    const name = actorName ?? actorNameOf(actors.has(actorId) ? { firstName, lastName } : undefined);
    return { ...entry, subjectId: subjectId ?? null, createdAt: createdAt.toISOString(), actorId, actor: { firstName, lastName, name } };
  });
}
