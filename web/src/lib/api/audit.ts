/** The admin's 'Registro': the latest admin writes (docs/product.md, Members). */
import { auditContract } from '@app/schemas/contracts/audit';
import { useQuery } from '@tanstack/react-query';

import { contractQuery, keyOf } from './client';

export const auditKeys = { all: keyOf(auditContract.listAdminAudit) };

export const useAdminAudit = () => useQuery(contractQuery(auditContract.listAdminAudit));
