/** The audit domain's public face: what other domains may import from it (docs/architecture.md). */
export { recordAccess } from './data/accessAudit';
export { adminAudit, auditQueriesAbout, type AuditRecord, ERASED_ACTOR, ERASED_SUMMARY, recordAdminWrite } from './data/adminAudit';
export { commitAdminWrite } from './data/adminWrite';
export { recordHealthRead, recordHealthReads, recordSistemaTsExport } from './data/healthReadAudit';
