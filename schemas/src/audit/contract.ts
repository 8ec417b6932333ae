import { z } from 'zod';

import { defineContract } from '../shared/contract';
import { cursorQuery } from '../shared/paging';
import { adminAuditView } from './audit';

/** The audit calls: method, path, access and the zod schemas of what each reads and answers. */
export const auditContract = {
  listAdminAudit: defineContract({
    method: 'get',
    path: '/admin/audit',
    access: 'admin',
    provides: ['audit'],
    roundTrips: 2,
    summary: 'Registro: le ultime modifiche degli amministratori, le letture dei dati sanitari e gli accessi',
    response: z.array(adminAuditView),
  }),
  listHealthAudit: defineContract({
    method: 'get',
    path: '/admin/audit/health',
    access: 'doctor',
    provides: ['audit'],
    roundTrips: 2,
    summary: 'Registro dei dati sanitari: ogni lettura e modifica, i più recenti prima, a pagine (la successiva nel Link)',
    query: cursorQuery,
    response: z.array(adminAuditView),
  }),
};
