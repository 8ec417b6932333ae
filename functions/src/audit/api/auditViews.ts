import { adminAuditStoredFields, type AdminAuditView } from '@app/schemas/audit/audit';
import type { AdminAuditDoc } from '@app/schemas/audit/entities';
import { storedValues } from '@app/schemas/shared/entityView';

import { authorOf, authorsById } from '../../accounts/data/users';
import { actorNameOf } from '../data/auditActorName';

/**
 * Entries as the 'Registro' shows them, with who made them: the uid, the name stored with the entry
 * (a later rename changes nothing; the profile's until the entry is stamped) and the profile's
 * names. One round trip for every actor.
 */
export async function auditViewsOf(entries: AdminAuditDoc[]): Promise<AdminAuditView[]> {
  const actors = await authorsById(entries.map((entry) => entry.actorId));
  return entries.map((entry) => {
    const { actorId, actorName, subjectId } = entry;
    const { firstName, lastName } = authorOf(actors, actorId);
    const name = actorName ?? actorNameOf(actors.has(actorId) ? { firstName, lastName } : undefined);
    return { ...storedValues(adminAuditStoredFields, entry), subjectId: subjectId ?? null, actor: { firstName, lastName, name } };
  });
}
