import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { ListStates } from '../../shared/components/ListStates';
import { AdminSection } from '../../shared/components/SectionHeader';
import { useToast } from '../../shared/lib/toast';
import { useAdminOrders, useUpdateOrderStatus } from '../api/orders';
import { OrderCard } from './OrderCard';

/** docs/product.md (Messages) toasts of the two moves of a pending order. */
const TOASTS = {
  completed: {
    success: { title: 'Ordine completato', description: "L'ordine è stato marcato come completato." },
    failure: { title: 'Errore', description: "Impossibile aggiornare l'ordine.", variant: 'destructive' as const },
  },
  cancelled: {
    success: { title: 'Ordine annullato', description: "L'ordine è stato annullato." },
    failure: { title: 'Errore', description: "Impossibile annullare l'ordine.", variant: 'destructive' as const },
  },
};

/** Ordini: every booking request, newest first; pending ones can be completed or cancelled. */
export default function OrdersSection() {
  const orders = useAdminOrders();
  const updateStatus = useUpdateOrderStatus();
  const toast = useToast();
  const onStatus = (id: string, status: 'completed' | 'cancelled', paymentMethod?: PaymentMethod) =>
    updateStatus.mutate(
      { id, status, paymentMethod },
      { onSuccess: () => toast(TOASTS[status].success), onError: () => toast(TOASTS[status].failure) },
    );
  return (
    <AdminSection label="Ordini" title="Ordini">
      <Button component={RouterLink} to="/admin/fiscale" sx={{ mb: 2 }}>
        Adempimenti fiscali: invio al Sistema TS
      </Button>
      <ListStates
        query={orders}
        isEmpty={orders.data?.length === 0}
        errorTitle="Impossibile caricare gli ordini"
        emptyTitle="Nessun ordine ricevuto"
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {orders.data?.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              pending={updateStatus.isPending && updateStatus.variables?.id === order.id}
              onStatus={(status, paymentMethod) => onStatus(order.id, status, paymentMethod)}
            />
          ))}
        </Box>
      </ListStates>
    </AdminSection>
  );
}
