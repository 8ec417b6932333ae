/** The audit domain's public face: what other domains may import from it (docs/architecture.md). */
export type { AdminAuditView } from './audit';
export { type AdminAuditDoc, adminAuditInsert } from './entities';
