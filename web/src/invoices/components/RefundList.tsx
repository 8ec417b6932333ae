import type { OrderView } from '@app/schemas/services/orders';
import { REFUND_STATE_LABELS } from '@app/schemas/services/refunds';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { formatCents, formatDate } from '../../shared/lib/format';
import { refundCreditNoteFatturaPaXmlUrl, refundCreditNotePdfUrl } from '../api/fiscal';

/** A credit note's file, downloaded. */
const FileLink = ({ href, children }: { href: string; children: string }) => (
  <Button size="small" variant="outlined" startIcon={<DownloadOutlined />} href={href} download>
    {children}
  </Button>
);

/**
 * An order's refunds on Stripe (docs/payments.md, Refunds), oldest first: the amount, the date, the
 * state and, once succeeded on an invoiced order, its credit note's PDF, and for the doctor its SdI
 * e-invoice (`withEInvoice`: a service that is not a health service). Nothing without refunds.
 */
export function RefundList({ order, withEInvoice = false }: { order: Pick<OrderView, 'id' | 'refunds'>; withEInvoice?: boolean }) {
  if (!order.refunds.length) return null;
  return (
    <Box component="ul" aria-label="Rimborsi" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {order.refunds.map((refund) => (
        <Box component="li" key={refund.attempt} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {`${REFUND_STATE_LABELS[refund.status]}: ${formatCents(refund.amount)} del ${formatDate(refund.requestedAt)}`}
          </Typography>
          {refund.creditNoteNumber && (
            <FileLink href={refundCreditNotePdfUrl(order.id, refund.attempt)}>{`Nota di credito ${refund.creditNoteNumber}`}</FileLink>
          )}
          {refund.creditNoteNumber && withEInvoice && (
            <FileLink href={refundCreditNoteFatturaPaXmlUrl(order.id, refund.attempt)}>
              {`Nota di credito ${refund.creditNoteNumber} SdI (XML)`}
            </FileLink>
          )}
        </Box>
      ))}
    </Box>
  );
}
