import type { SistemaTsInvoiceView, SistemaTsState } from '@app/schemas/invoices/fiscal';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { formatCents, formatDate } from '../../shared/lib/format';

// No 'info' or 'warning': their white-on-colour chips fall below AA contrast.
const STATE_COLOR: Record<SistemaTsState, 'default' | 'success' | 'error'> = {
  'da inviare': 'default',
  inviato: 'success',
  errore: 'error',
  'con opposizione': 'default',
};
const OPERATION_LABEL = { inserimento: 'Documento', variazione: 'Variazione', cancellazione: 'Cancellazione' } as const;

/** The year's health invoices and where each stands at the Sistema TS. */
export function SistemaTsYearTable({ invoices }: { invoices: SistemaTsInvoiceView[] }) {
  return (
    // It scrolls sideways on a phone: focusable, so that the keyboard scrolls it too.
    <TableContainer tabIndex={0}>
      <Table size="small" aria-label="Spese sanitarie dell'anno">
        <TableHead>
          <TableRow>
            <TableCell>Fattura</TableCell>
            <TableCell>Paziente</TableCell>
            <TableCell align="right">Importo</TableCell>
            <TableCell>Invio</TableCell>
            <TableCell>Stato</TableCell>
            <TableCell>Protocollo / messaggi</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.orderId} data-ordine={invoice.orderId}>
              <TableCell>
                {`${invoice.invoiceNumber} del ${formatDate(invoice.invoiceDate)}`}
                {invoice.creditNoteNumber && (
                  <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                    {`Stornata con la nota di credito ${invoice.creditNoteNumber}`}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{invoice.customerName}</TableCell>
              <TableCell align="right">{formatCents(invoice.total)}</TableCell>
              <TableCell>{OPERATION_LABEL[invoice.operation]}</TableCell>
              <TableCell>
                <Chip size="small" color={STATE_COLOR[invoice.state]} label={invoice.state} />
              </TableCell>
              <TableCell>
                {invoice.protocollo && invoice.state !== 'da inviare' && invoice.state !== 'errore' && `Protocollo ${invoice.protocollo}`}
                {invoice.state !== 'inviato' &&
                  invoice.state !== 'con opposizione' &&
                  invoice.messages.map((message) => (
                    <Typography key={`${message.codice}-${message.descrizione}`} variant="body2" color="error">
                      {message.descrizione}
                    </Typography>
                  ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
