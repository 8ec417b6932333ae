/** The admin's 'Registro': the latest admin writes (docs/product.md, Members), and the doctor's log of health data. */
import { auditContract } from '@app/schemas/audit/contract';
import { useQuery } from '@tanstack/react-query';

import { contractQuery, keyOf } from '../../shared/api/client';
import { usePagedList } from '../../shared/api/pagedList';

export const auditKeys = { all: keyOf(auditContract.listAdminAudit) };

export const useAdminAudit = () => useQuery(contractQuery(auditContract.listAdminAudit));

/** Every read and change of health data, newest first, page after page ('Carica altri'): the doctor's. */
export const useHealthAudit = () => usePagedList(auditContract.listHealthAudit);
