import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@app/schemas/invoices/fiscal';
import type { OrderView } from '@app/schemas/services/orders';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { OrderInvoiceActions } from '../../invoices/admin/OrderInvoiceActions';
import { PaymentMethodDialog } from '../../invoices/admin/PaymentMethodDialog';
import { formatCents, formatDateTime } from '../../shared/lib/format';
import { OrderStatusChip } from '../components/OrderStatusChip';
import { OrderVisit } from '../components/OrderVisit';
import { PaymentStateChip } from '../components/PaymentStateChip';
import { PaidOnline } from '../components/PayOnlineButton';
import { OrderRefunds } from './OrderRefunds';
import { RescheduleNotice } from './RescheduleNotice';

interface Props {
  order: OrderView;
  pending: boolean;
  onStatus: (status: 'completed' | 'cancelled', paymentMethod?: PaymentMethod) => void;
}

/** One booking request: customer, service, notes, date, amount, status; actions while pending. */
export function OrderCard({ order, pending, onStatus }: Props) {
  const [asking, setAsking] = useState(false);
  const { invoiceNumber } = order;
  return (
    <Paper variant="outlined" component="article" aria-label={`Ordine ${order.id.slice(-8)}`} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {order.serviceName}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <PaymentStateChip order={order} />
          <OrderStatusChip status={order.status} />
        </Box>
      </Box>
      <OrderVisit visit={order.visit} />
      <RescheduleNotice order={order} />
      <Typography variant="body2">
        {/* An erased account's invoiced order keeps no e-mail or phone (docs/security.md). */}
        {order.customerName}
        {order.customerEmail && (
          <>
            {' · '}
            <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>
          </>
        )}
        {order.customerPhone && (
          <>
            {' · '}
            <a href={`tel:${order.customerPhone}`}>{order.customerPhone}</a>
          </>
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${order.billingAddress}, ${order.billingPostalCode} ${order.billingCity}`}
        {order.fiscalCode && ` · CF ${order.fiscalCode}`}
        {order.vatNumber && ` · P.IVA ${order.vatNumber}`}
      </Typography>
      {order.notes && <Typography variant="body2">{`Note: ${order.notes}`}</Typography>}
      {order.payment && (
        <Typography variant="body2">
          <PaidOnline payment={order.payment} />
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {`Ordine #${order.id.slice(-8)} · ${formatDateTime(order.createdAt)}`}
          {order.invoiceNumber && ` · Fattura ${order.invoiceNumber}`}
          {order.invoiceNumber && order.paymentMethod && ` · ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatCents(order.totalAmount)}</Typography>
      </Box>
      {order.status === 'pending' && (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button variant="outlined" color="error" disabled={pending} onClick={() => onStatus('cancelled')}>
            Annulla
          </Button>
          <Button variant="contained" color="success" disabled={pending} onClick={() => setAsking(true)}>
            Completa
          </Button>
        </Box>
      )}
      <OrderRefunds order={order} />
      {invoiceNumber && <OrderInvoiceActions order={{ ...order, invoiceNumber }} />}
      {asking && (
        <PaymentMethodDialog
          title="Completa l'ordine"
          confirmLabel="Completa"
          pending={pending}
          onClose={() => setAsking(false)}
          onConfirm={(paymentMethod) => {
            setAsking(false);
            onStatus('completed', paymentMethod);
          }}
        />
      )}
    </Paper>
  );
}
