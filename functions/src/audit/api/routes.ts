import type { ApiRoute } from '../../shared/route';
import { listAdminAuditRoute } from './listAdminAudit.handler';
import { listHealthAuditRoute } from './listHealthAudit.handler';

/** The audit routes, in the order Express tries them. */
export const auditRoutes: readonly ApiRoute[] = [listHealthAuditRoute, listAdminAuditRoute];
