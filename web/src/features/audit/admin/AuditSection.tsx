import type { AdminAuditView } from '@app/schemas/admin';

import { useAdminAudit } from '#api/audit';

import { type Column, DataTable } from '../../../components/admin/DataTable';
import { ListStates } from '../../../components/admin/ListStates';
import { AdminSection } from '../../../components/admin/SectionHeader';
import { formatDateTime } from '../../../lib/format';
import { FailedMailsList } from './FailedMailsList';

const columns: Column<AdminAuditView>[] = [
  { header: 'Quando', cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> },
  { header: 'Chi', cell: (entry) => entry.actor.name },
  { header: 'Modifica', cell: (entry) => entry.summary },
  { header: 'Raccolta', cell: (entry) => entry.collection },
];

/** Registro (docs/product.md, Members): the latest admin writes, the newest first, then the e-mails that failed. */
export default function AuditSection() {
  const audit = useAdminAudit();
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
      <FailedMailsList />
    </AdminSection>
  );
}
