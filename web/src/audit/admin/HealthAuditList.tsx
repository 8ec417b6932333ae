import type { AdminAuditView } from '@app/schemas/audit/audit';
import Typography from '@mui/material/Typography';

import { type Column, DataTable } from '../../shared/components/DataTable';
import { ListStates } from '../../shared/components/ListStates';
import { LoadMoreButton } from '../../shared/components/LoadMoreButton';
import { formatDateTime } from '../../shared/lib/format';
import { useHealthAudit } from '../api/audit';

const columns: Column<AdminAuditView>[] = [
  { header: 'Quando', cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> },
  { header: 'Chi', cell: (entry) => entry.actor.name },
  { header: 'Cosa', cell: (entry) => entry.summary },
  { header: 'Paziente', cell: (entry) => entry.subjectId ?? '' },
];

/**
 * The doctor's log of health data in the 'Registro': every read and change, newest first, 100 at a
 * time back to the first ('Carica altri'), apart from the sign-ins, which cannot push it away.
 */
export function HealthAuditList() {
  const log = useHealthAudit();
  const rows = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="registro-sanitario">
      <Typography id="registro-sanitario" variant="h3" sx={{ fontSize: '1.1rem', mt: 4, mb: 1 }}>
        Letture e modifiche dei dati sanitari
      </Typography>
      <ListStates
        query={log}
        isEmpty={rows.length === 0}
        errorTitle="Impossibile caricare il registro dei dati sanitari"
        emptyTitle="Nessuna lettura di dati sanitari registrata"
      >
        <DataTable label="Dati sanitari" columns={columns} rows={rows} />
        <LoadMoreButton hasMore={Boolean(log.hasNextPage)} loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()} />
      </ListStates>
    </section>
  );
}
