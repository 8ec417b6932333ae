import type { AdminAuditView } from '@app/schemas/audit/audit';

import { useCurrentUser } from '../../shared/api/session';
import { type Column, DataTable } from '../../shared/components/DataTable';
import { ListStates } from '../../shared/components/ListStates';
import { AdminSection } from '../../shared/components/SectionHeader';
import { formatDateTime } from '../../shared/lib/format';
import { useAdminAudit } from '../api/audit';
import { FailedMailsList } from './FailedMailsList';
import { HealthAuditList } from './HealthAuditList';

const columns: Column<AdminAuditView>[] = [
  { header: 'Quando', cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> },
  { header: 'Chi', cell: (entry) => entry.actor.name },
  { header: 'Modifica', cell: (entry) => entry.summary },
  { header: 'Raccolta', cell: (entry) => entry.collection },
];

/**
 * Registro (docs/product.md, Members): the latest admin writes, the newest first (the entries about
 * health data only for the doctor role), the doctor's whole log of health data, then the e-mails
 * that failed.
 */
export default function AuditSection() {
  const audit = useAdminAudit();
  const { isDoctor } = useCurrentUser();
  return (
    <AdminSection label="Registro" title="Registro delle modifiche">
      <ListStates
        query={audit}
        isEmpty={(audit.data ?? []).length === 0}
        errorTitle="Impossibile caricare il registro"
        emptyTitle="Nessuna modifica registrata"
      >
        <DataTable label="Registro" columns={columns} rows={audit.data ?? []} />
      </ListStates>
      {isDoctor && <HealthAuditList />}
      <FailedMailsList />
    </AdminSection>
  );
}
