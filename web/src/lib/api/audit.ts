/** The admin's 'Registro': the latest admin writes (GET /api/admin/audit, docs/product.md, Members). */
import type { AdminAuditView } from '@app/schemas/admin';
import { useQuery } from '@tanstack/react-query';

export const auditKeys = { all: ['/api/admin/audit'] as const };

export const useAdminAudit = () => useQuery<AdminAuditView[]>({ queryKey: auditKeys.all });
