import { auditContract } from '@app/schemas/audit/contract';

import { cursorParam, linkNextPage } from '../../shared/data/pageCursor';
import { implement } from '../../shared/route';
import { clinicalAuditPage } from '../data/adminAudit';
import { auditViewsOf } from './auditViews';

export const HEALTH_AUDIT_PAGE_SIZE = 100;

/**
 * GET /api/admin/audit/health?cursor= (doctor): every read and change of health data, newest first,
 * 100 a page, the next in the Link header, to the first entry. Apart from the rest of the log, so
 * no burst of failed sign-ins can push a read out of sight. Two round trips a page.
 */
export const listHealthAuditRoute = implement(auditContract.listHealthAudit, async ({ query, response }) => {
  const page = await clinicalAuditPage(HEALTH_AUDIT_PAGE_SIZE, cursorParam(query.cursor));
  linkNextPage(response, '/api/admin/audit/health', page.next);
  return auditViewsOf(page.entries);
});
