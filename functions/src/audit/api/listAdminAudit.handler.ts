import { auditContract } from '@app/schemas/audit/contract';

import { implement } from '../../shared/route';
import { latestAuditEntries } from '../data/adminAudit';
import { auditViewsOf } from './auditViews';

/**
 * GET /api/admin/audit: the 'Registro', the latest entries (admin writes, reads of health data,
 * sign-ins) with who made them (auditViews.ts). The entries about health data only for the doctor
 * role. Two round trips.
 */
export const listAdminAuditRoute = implement(auditContract.listAdminAudit, async ({ caller }) =>
  auditViewsOf(await latestAuditEntries({ clinical: caller.isDoctor })),
);
