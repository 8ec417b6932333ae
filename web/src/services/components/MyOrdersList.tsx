import { packageUseText } from '@app/schemas/services/packages';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { EmptyState } from '../../shared/components/EmptyState';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { formatCents, formatDate } from '../../shared/lib/format';
import { useMyOrders } from '../api/orders';
import { OrderStatusChip } from './OrderStatusChip';
import { OrderVisit } from './OrderVisit';
import { PaymentStateChip } from './PaymentStateChip';
import { PaidOnline, PayOnlineButton } from './PayOnlineButton';

/** The member's booking requests: service, status, date and amount; 'Paga ora' where the order can be paid online. */
export function MyOrdersList() {
  const orders = useMyOrders();
  if (orders.isLoading) return <LoadingState label="Caricamento dei tuoi servizi..." />;
  if (orders.isError) return <LoadError title="Impossibile caricare i tuoi servizi" query={orders} />;
  if (!orders.data?.length) {
    return (
      <EmptyState icon={<ReceiptLongOutlined fontSize="large" />} title="Non hai ancora richiesto nessun servizio">
        <Button component={RouterLink} to="/services" variant="contained">
          Scopri i servizi
        </Button>
      </EmptyState>
    );
  }
  return (
    <Box component="ul" aria-label="I tuoi ordini" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {orders.data.map((order) => (
        <Paper
          component="li"
          key={order.id}
          variant="outlined"
          sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
          data-testid="my-order"
        >
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
              {order.serviceName}
            </Typography>
            <OrderVisit visit={order.visit} />
            <Typography variant="body2" color="text.secondary">
              Richiesto il <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              {order.invoiceNumber && ` · Fattura ${order.invoiceNumber}`}
            </Typography>
            {order.package && (
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="package-use">
                {packageUseText(order.package)}
              </Typography>
            )}
            {order.payment && (
              <Typography variant="body2" color="text.secondary">
                <PaidOnline payment={order.payment} />
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <PaymentStateChip order={order} />
            <OrderStatusChip status={order.status} />
          </Box>
          <Typography sx={{ fontWeight: 700, minWidth: 96, textAlign: 'right' }} data-testid="my-order-amount">
            {formatCents(order.totalAmount)}
          </Typography>
          {order.onlinePayment && <PayOnlineButton order={{ ...order, onlinePayment: order.onlinePayment }} />}
        </Paper>
      ))}
    </Box>
  );
}
