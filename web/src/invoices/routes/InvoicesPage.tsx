import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { myOrdersQuery } from '../../services/api/orders';
import { CardGrid } from '../../shared/components/CardGrid';
import { EmptyState } from '../../shared/components/EmptyState';
import { LoadError } from '../../shared/components/LoadError';
import { LoadingState } from '../../shared/components/LoadingState';
import { PageTitle } from '../../shared/components/PageTitle';
import { InvoiceCard } from '../components/InvoiceCard';
import { InvoiceDetailsDialog } from '../components/InvoiceDetailsDialog';

/** 'Le Tue Fatture' (docs/product.md, Screens): one card per order of the member, newest first. */
export default function InvoicesPage() {
  const orders = useQuery(myOrdersQuery());
  const [openId, setOpenId] = useState<string | null>(null);
  const open = orders.data?.find((order) => order.id === openId);

  const content = () => {
    if (orders.isLoading) return <LoadingState label="Caricamento delle fatture..." />;
    if (orders.isError) return <LoadError title="Impossibile caricare le fatture" query={orders} />;
    if (!orders.data?.length) return <EmptyState icon={<ReceiptLongOutlined fontSize="large" />} title="Nessuna fattura trovata" />;
    return (
      <CardGrid label="Le tue fatture">
        {orders.data.map((order) => (
          <li key={order.id}>
            <InvoiceCard order={order} onDetails={() => setOpenId(order.id)} />
          </li>
        ))}
      </CardGrid>
    );
  };

  return (
    <Box>
      <PageTitle>Le Tue Fatture</PageTitle>
      {content()}
      {open && <InvoiceDetailsDialog order={open} onClose={() => setOpenId(null)} />}
    </Box>
  );
}
