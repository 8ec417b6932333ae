import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import { romeDayOf } from '@app/schemas/shared/romeTime';
import AddIcon from '@mui/icons-material/Add';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { ListStates } from '../../shared/components/ListStates';
import { LoadMoreButton } from '../../shared/components/LoadMoreButton';
import { SearchField } from '../../shared/components/SearchField';
import { AdminSection } from '../../shared/components/SectionHeader';
import { useToast } from '../../shared/lib/toast';
import { useSearchTerm } from '../../shared/lib/useSearchTerm';
import { type OrderFilters, paymentsCsvUrl, useAdminOrders, useUpdateOrderStatus } from '../api/orders';
import { OrderCard } from './OrderCard';

const NewOrderDialog = lazy(() => import('./NewOrderDialog'));

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

const STATUS_FILTERS = [
  { value: '', label: 'Tutti gli stati' },
  { value: 'pending', label: 'In attesa' },
  { value: 'completed', label: 'Completati' },
  { value: 'cancelled', label: 'Annullati' },
] as const;

/**
 * Ordini: the booking requests, newest first, 50 at a time ('Carica altri'), found by the
 * customer's name or e-mail or the invoice number, a status and a month; pending ones can be
 * completed or cancelled. 'Nuovo ordine' makes one for a walk-in or a phone patient; once made, the
 * filters are cleared, so it shows first.
 */
export default function OrdersSection() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<OrderFilters['status'] | ''>('');
  const [month, setMonth] = useState('');
  const [creating, setCreating] = useState(false);
  const q = useSearchTerm(text);
  const filtered = Boolean(q || status || month);
  const orders = useAdminOrders({ q, status: status || undefined, month: month || undefined });
  const rows = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const updateStatus = useUpdateOrderStatus();
  const toast = useToast();
  const onStatus = (id: string, status: 'completed' | 'cancelled', paymentMethod?: PaymentMethod) =>
    updateStatus.mutate(
      { id, status, paymentMethod },
      { onSuccess: () => toast(TOASTS[status].success), onError: () => toast(TOASTS[status].failure) },
    );
  const onCreated = () => {
    setCreating(false);
    setText('');
    setStatus('');
    setMonth('');
  };
  return (
    <AdminSection label="Ordini" title="Ordini">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button component={RouterLink} to="/admin/fiscale">
          Adempimenti fiscali: invio al Sistema TS
        </Button>
        {/* The month chosen in the filter, or the current one (in Rome). */}
        <Button startIcon={<DownloadOutlined />} href={paymentsCsvUrl(month || romeDayOf(new Date()).slice(0, 7))} download>
          Esporta pagamenti del mese
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ ml: { sm: 'auto' } }}>
          Nuovo ordine
        </Button>
      </Box>
      <Box
        role="search"
        aria-label="Cerca negli ordini"
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, mb: 2 }}
      >
        <SearchField label="Cerca per nome, e-mail o n. fattura" value={text} onChange={setText} />
        <TextField
          select
          label="Stato"
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderFilters['status'] | '')}
          size="small"
        >
          {STATUS_FILTERS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="month"
          label="Mese"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <ListStates
        query={orders}
        isEmpty={rows.length === 0}
        errorTitle="Impossibile caricare gli ordini"
        emptyTitle={filtered ? 'Nessun ordine trovato' : 'Nessun ordine ricevuto'}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {rows.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              pending={updateStatus.isPending && updateStatus.variables?.id === order.id}
              onStatus={(status, paymentMethod) => onStatus(order.id, status, paymentMethod)}
            />
          ))}
        </Box>
        <LoadMoreButton
          hasMore={Boolean(orders.hasNextPage)}
          loading={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        />
      </ListStates>
      {creating && (
        <Suspense fallback={null}>
          <NewOrderDialog onClose={() => setCreating(false)} onCreated={onCreated} />
        </Suspense>
      )}
    </AdminSection>
  );
}
