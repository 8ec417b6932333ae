import { BILLING_TYPE_LABELS, ORDER_FIELD_LABELS, type OrderView } from '@app/schemas/services/orders';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

import { invoicePdfUrl } from '../../services/api/orders';
import { OrderStatusChip } from '../../services/components/OrderStatusChip';
import { formatCents, formatDate } from '../../shared/lib/format';
import { hasInvoicePdf, orderNumberLabel } from './invoiceLabels';

type Row = [label: string, value: ReactNode];

function DetailSection({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
          '& dt': { color: 'text.secondary', mt: { xs: 0.75, sm: 0 } },
          '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** docs/product.md (Screens) 'Dettagli': order, customer, tax data, billing address and notes; full screen on phones. */
export function InvoiceDetailsDialog({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = 'dettagli-ordine-titolo';
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{orderNumberLabel(order.id)}</DialogTitle>
      {/* Focusable, so a keyboard can scroll the details when they overflow (nothing inside takes focus). */}
      <DialogContent dividers tabIndex={0} sx={{ display: 'grid', gap: 3 }}>
        <DetailSection
          title="Ordine"
          rows={[
            ['Servizio', order.service.name],
            ['Stato', <OrderStatusChip key="stato" status={order.status} />],
            ['Data', formatDate(order.createdAt)],
            ['Importo', formatCents(order.totalAmount)],
            ['Numero fattura', order.invoiceNumber],
            ['Data fattura', order.invoiceDate && formatDate(order.invoiceDate)],
            ['Totale fattura', order.invoiceTotal !== null && formatCents(order.invoiceTotal)],
          ]}
        />
        <DetailSection
          title="Cliente"
          rows={[
            [ORDER_FIELD_LABELS.customerName, order.customerName],
            [ORDER_FIELD_LABELS.customerEmail, order.customerEmail],
            [ORDER_FIELD_LABELS.customerPhone, order.customerPhone],
          ]}
        />
        <DetailSection
          title="Dati fiscali"
          rows={[
            [ORDER_FIELD_LABELS.billingType, BILLING_TYPE_LABELS[order.billingType]],
            [ORDER_FIELD_LABELS.fiscalCode, order.fiscalCode],
            [ORDER_FIELD_LABELS.vatNumber, order.vatNumber],
            ['Sistema Tessera Sanitaria', order.sistemaTsOpposition ? 'Opposizione all’invio espressa' : 'Nessuna opposizione all’invio'],
          ]}
        />
        <DetailSection
          title="Indirizzo di fatturazione"
          rows={[
            [ORDER_FIELD_LABELS.billingAddress, order.billingAddress],
            [ORDER_FIELD_LABELS.billingPostalCode, order.billingPostalCode],
            [ORDER_FIELD_LABELS.billingCity, order.billingCity],
            [ORDER_FIELD_LABELS.billingCountry, order.billingCountry],
          ]}
        />
        <DetailSection
          title="Note"
          rows={[
            [ORDER_FIELD_LABELS.notes, order.notes],
            [ORDER_FIELD_LABELS.billingNotes, order.billingNotes],
          ]}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {hasInvoicePdf(order) && (
          <Button href={invoicePdfUrl(order.id)} download>
            Scarica PDF
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Chiudi
        </Button>
      </DialogActions>
    </Dialog>
  );
}
