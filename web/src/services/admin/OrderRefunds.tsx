import type { OrderView } from '@app/schemas/services/orders';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { RefundList } from '../../invoices/components/RefundList';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useRefundOrder } from '../api/orders';
import { RefundDialog } from './RefundDialog';

/**
 * The refunds of an order paid online (docs/payments.md, Refunds): those asked, with their credit
 * notes, and 'Rimborsa' while something is left. The dialog stays open with what was typed when the
 * call fails, so nothing is lost.
 */
export function OrderRefunds({ order }: { order: OrderView }) {
  const [open, setOpen] = useState(false);
  const refund = useRefundOrder();
  const toast = useToast();
  if (order.refundable === null) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <RefundList order={order} withEInvoice={order.invoiceHealthService === false} />
      {order.refundable > 0 && (
        <Box>
          <Button size="small" variant="outlined" color="error" onClick={() => setOpen(true)}>
            Rimborsa
          </Button>
        </Box>
      )}
      {open && (
        <RefundDialog
          refundable={order.refundable}
          pending={refund.isPending}
          onClose={() => setOpen(false)}
          onConfirm={(body) =>
            refund.mutate(
              { id: order.id, body },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast({ title: 'Rimborso avviato', description: 'La nota di credito sarà emessa quando Stripe conferma il rimborso.' });
                },
                onError: (error) => toast(failureToast(error, 'Impossibile avviare il rimborso. Riprova.')),
              },
            )
          }
        />
      )}
    </Box>
  );
}
