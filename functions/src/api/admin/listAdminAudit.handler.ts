import { adminAuditView } from '@app/schemas/admin';
import { z } from 'zod';

import { latestAuditEntries } from '../../data/adminAudit';
import { authorOf, authorsById } from '../../data/users';
import { defineRoute } from '../route';

/** GET /api/admin/audit: the 'Registro', the latest admin writes with who made them (two round trips). */
export const listAdminAuditRoute = defineRoute({
  method: 'get',
  path: '/admin/audit',
  access: 'admin',
  summary: 'Registro: le ultime modifiche fatte dagli amministratori',
  response: z.array(adminAuditView),
  async handler() {
    const entries = await latestAuditEntries();
    const actors = await authorsById(entries.map((entry) => entry.actorId));
    return entries.map(({ actorId, createdAt, ...entry }) => {
      const { firstName, lastName } = authorOf(actors, actorId);
      return { ...entry, createdAt: createdAt.toISOString(), actor: { firstName, lastName } };
    });
  },
});
