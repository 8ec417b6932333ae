import { BILLING_TYPE_LABELS, type OrderView } from '@app/schemas/services/orders';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import { invoicePdfUrl } from '../../services/api/orders';
import { OrderStatusChip } from '../../services/components/OrderStatusChip';
import { formatCents, formatDate } from '../../shared/lib/format';
import { hasInvoicePdf, orderNumberLabel } from './invoiceLabels';
import { RefundList } from './RefundList';

/** One order of 'Le Tue Fatture' (docs/product.md, Screens), with its details and, once invoiced, the PDF. */
export function InvoiceCard({ order, onDetails }: { order: OrderView; onDetails: () => void }) {
  const titleId = `fattura-${order.id}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="invoice-card"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mr: 'auto' }}>
            {orderNumberLabel(order.id)}
          </Typography>
          <OrderStatusChip status={order.status} />
          {order.invoiceNumber && (
            <Chip
              size="small"
              variant="outlined"
              icon={<ReceiptOutlined />}
              label={`Fattura ${order.invoiceNumber}`}
              data-testid="invoice-number"
            />
          )}
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{order.service.name}</Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>Data</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </dd>
          <dt>Importo</dt>
          <dd data-testid="invoice-amount">{formatCents(order.invoiceTotal ?? order.totalAmount)}</dd>
          <dt>Fatturazione</dt>
          <dd>{BILLING_TYPE_LABELS[order.billingType]}</dd>
          <dt>Email</dt>
          <dd>{order.customerEmail}</dd>
        </Box>
        <RefundList order={order} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onDetails} aria-describedby={titleId}>
          Dettagli
        </Button>
        {hasInvoicePdf(order) && (
          <Button variant="contained" startIcon={<DownloadOutlined />} href={invoicePdfUrl(order.id)} download aria-describedby={titleId}>
            Scarica PDF
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
