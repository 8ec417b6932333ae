import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { formatDate } from '../../shared/lib/format';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useSendSistemaTsYear, useSistemaTsYear } from '../api/fiscal';
import { SistemaTsYearTable } from '../components/SistemaTsYearTable';

const SENT_STATES = ['inviato', 'con opposizione'];
const currentYear = () => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(new Date()));

/** From 1 January, until every health expense of the past year is at the Sistema TS. */
function PastYearReminder({ year }: { year: number }) {
  const past = useSistemaTsYear(year);
  const unsent = past.data?.invoices.filter((invoice) => !SENT_STATES.includes(invoice.state)).length ?? 0;
  if (unsent === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      {`Spese sanitarie del ${year} ancora da trasmettere al Sistema TS: ${unsent}. Scadenza: ${formatDate(past.data!.deadline)}.`}
    </Alert>
  );
}

/** /admin/fiscale: the health expenses of a year at the Sistema TS, and their transmission. */
export default function FiscalPage() {
  const [year, setYear] = useState(currentYear);
  const view = useSistemaTsYear(year);
  const send = useSendSistemaTsYear();
  const toast = useToast();
  const pending = view.data?.invoices.filter((invoice) => !SENT_STATES.includes(invoice.state)).length ?? 0;
  const onSend = () =>
    send.mutate(year, {
      onSuccess: (result) =>
        toast({
          title: 'Invio al Sistema TS completato',
          description: `Documenti accettati: ${result.sent}; rifiutati: ${result.failed}.`,
          variant: result.failed ? 'destructive' : undefined,
        }),
      onError: (error) => toast(failureToast(error, 'Invio non riuscito.')),
    });
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', p: { xs: 2, md: 4 } }}>
      <PageTitle subtitle="Le spese sanitarie fatturate, da trasmettere al Sistema Tessera Sanitaria entro il 31 gennaio dell'anno dopo.">
        Adempimenti fiscali
      </PageTitle>
      <PastYearReminder year={currentYear() - 1} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <TextField
            label="Anno"
            type="number"
            size="small"
            value={year}
            onChange={(event) => Number(event.target.value) >= 2015 && setYear(Number(event.target.value))}
            sx={{ width: 120 }}
          />
          {view.data && <Typography>{`Scadenza: ${formatDate(view.data.deadline)}`}</Typography>}
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="contained" disabled={send.isPending || pending === 0} onClick={onSend}>
            {send.isPending ? 'Invio in corso…' : `Invia al Sistema TS (${pending})`}
          </Button>
        </Box>
        {view.isLoading && <LoadingState />}
        {view.isError && <LoadError title="Impossibile caricare le spese dell'anno" query={view} />}
        {view.data && view.data.invoices.length === 0 && (
          <Typography color="text.secondary">{`Nessuna spesa sanitaria fatturata nel ${year}.`}</Typography>
        )}
        {view.data && view.data.invoices.length > 0 && <SistemaTsYearTable invoices={view.data.invoices} />}
      </Paper>
    </Box>
  );
}
