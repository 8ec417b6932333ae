import type { AdminAuditView } from '@app/schemas/admin';

import { useAdminAudit } from '../../../lib/api/audit';
import { formatDateTime } from '../../../lib/format';
import { type Column, DataTable } from './DataTable';
import { ListStates } from './ListStates';
import { TabHeader } from './TabHeader';

const columns: Column<AdminAuditView>[] = [
  { header: 'Quando', cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> },
  { header: 'Chi', cell: (entry) => entry.actor.name },
  { header: 'Modifica', cell: (entry) => entry.summary },
  { header: 'Raccolta', cell: (entry) => entry.collection },
];

/** Registro (docs/product.md, Members): the latest admin writes, the newest first. */
export function AuditTab() {
  const audit = useAdminAudit();
  return (
    <section aria-label="Registro">
      <TabHeader title="Registro delle modifiche" />
      <ListStates
        isLoading={audit.isLoading}
        isError={audit.isError}
        isEmpty={(audit.data ?? []).length === 0}
        errorTitle="Impossibile caricare il registro"
        emptyTitle="Nessuna modifica registrata"
      >
        <DataTable label="Registro" columns={columns} rows={audit.data ?? []} />
      </ListStates>
    </section>
  );
}
