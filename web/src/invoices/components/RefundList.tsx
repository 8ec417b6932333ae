import type { OrderView } from '@app/schemas/services/orders';
import { REFUND_STATE_LABELS } from '@app/schemas/services/refunds';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { formatCents, formatDate } from '../../shared/lib/format';
import { refundCreditNotePdfUrl } from '../api/fiscal';

/**
 * An order's refunds on Stripe (docs/payments.md, Refunds), oldest first: the amount, the date, the
 * state and, once succeeded on an invoiced order, its credit note's PDF. Nothing without refunds.
 */
export function RefundList({ order }: { order: Pick<OrderView, 'id' | 'refunds'> }) {
  if (!order.refunds.length) return null;
  return (
    <Box component="ul" aria-label="Rimborsi" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {order.refunds.map((refund) => (
        <Box component="li" key={refund.attempt} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {`${REFUND_STATE_LABELS[refund.status]}: ${formatCents(refund.amount)} del ${formatDate(refund.requestedAt)}`}
          </Typography>
          {refund.creditNoteNumber && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadOutlined />}
              href={refundCreditNotePdfUrl(order.id, refund.attempt)}
              download
            >
              {`Nota di credito ${refund.creditNoteNumber}`}
            </Button>
          )}
        </Box>
      ))}
    </Box>
  );
}
