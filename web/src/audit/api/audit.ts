/** The admin's 'Registro': the latest admin writes (docs/product.md, Members), and the doctor's log of health data. */
import { auditContract } from '@app/schemas/audit/contract';
import { useQuery } from '@tanstack/react-query';

import { usePagedList } from '../../shared/api/admin';
import { contractQuery, keyOf } from '../../shared/api/client';

export const auditKeys = { all: keyOf(auditContract.listAdminAudit) };

export const useAdminAudit = () => useQuery(contractQuery(auditContract.listAdminAudit));

/** Every read and change of health data, newest first, page after page ('Carica altri'): the doctor's. */
export const useHealthAudit = () => usePagedList(auditContract.listHealthAudit);
