import type { FailedMailView } from '@app/schemas/notifications/mail';
import Box from '@mui/material/Box';

import { useFailedMails } from '../../notifications/api/mail';
import { type Column, DataTable } from '../../shared/components/DataTable';
import { ListStates } from '../../shared/components/ListStates';
import { SectionHeader } from '../../shared/components/SectionHeader';
import { formatDateTime } from '../../shared/lib/format';

const columns: Column<FailedMailView>[] = [
  { header: 'Quando', cell: (mail) => <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time> },
  { header: 'Destinatario', cell: (mail) => mail.to },
  { header: 'Oggetto', cell: (mail) => mail.subject },
  { header: 'Tentativi', cell: (mail) => mail.attempts },
  { header: 'Errore', cell: (mail) => mail.error },
];

/** The e-mails that could not be delivered after every attempt (docs/email.md), under the Registro. */
export function FailedMailsList() {
  const failed = useFailedMails();
  return (
    <Box component="section" aria-label="Email non consegnate" sx={{ mt: 4 }}>
      <SectionHeader title="Email non consegnate" />
      <ListStates
        query={failed}
        isEmpty={(failed.data ?? []).length === 0}
        errorTitle="Impossibile caricare le email non consegnate"
        emptyTitle="Tutte le email sono state consegnate"
      >
        <DataTable label="Email non consegnate" columns={columns} rows={failed.data ?? []} />
      </ListStates>
    </Box>
  );
}
