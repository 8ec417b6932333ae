import { adminAuditView } from '@app/schemas/admin';
import { z } from 'zod';

import { latestAuditEntries } from '../../data/adminAudit';
import { actorNameOf } from '../../data/auditActorName';
import { authorOf, authorsById } from '../../data/users';
import { defineRoute } from '../route';

/**
 * GET /api/admin/audit: the 'Registro', the latest entries (admin writes, reads of health data,
 * sign-ins) with who made them: the uid, the name stored with the entry (a later rename changes
 * nothing; the profile's until the entry is stamped) and the profile's names. Two round trips.
 */
export const listAdminAuditRoute = defineRoute({
  method: 'get',
  path: '/admin/audit',
  access: 'admin',
  summary: 'Registro: le ultime modifiche degli amministratori, le letture dei dati sanitari e gli accessi',
  response: z.array(adminAuditView),
  async handler() {
    const entries = await latestAuditEntries();
    const actors = await authorsById(entries.map((entry) => entry.actorId));
    return entries.map(({ actorId, actorName, createdAt, subjectId, ...entry }) => {
      const { firstName, lastName } = authorOf(actors, actorId);
      const name = actorName ?? actorNameOf(actors.has(actorId) ? { firstName, lastName } : undefined);
      return { ...entry, subjectId: subjectId ?? null, createdAt: createdAt.toISOString(), actorId, actor: { firstName, lastName, name } };
    });
  },
});
