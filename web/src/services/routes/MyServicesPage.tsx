import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { useCurrentUser } from '../../shared/api/session';
import { PageTitle } from '../../shared/components/PageTitle';
import { QuickActions } from '../../shared/components/QuickActions';
import { useMyOrders } from '../api/orders';
import { MyOrdersList } from '../components/MyOrdersList';

/**
 * /my-services: the member's orders and shortcuts (docs/product.md, Screens). The shortcuts come
 * once the orders are read: shown before, the list would push them down as it arrives.
 */
export default function MyServicesPage() {
  const { user } = useCurrentUser();
  const orders = useMyOrders();
  const firstName = user?.firstName || 'Utente';
  return (
    <Box>
      <PageTitle>I Miei Servizi</PageTitle>
      <Typography component="p" sx={{ fontSize: '1.3rem', fontWeight: 600, mb: 0.5 }} data-testid="my-services-greeting">
        {`Ciao, ${firstName}!`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Qui trovi le tue richieste di servizi e il loro stato.
      </Typography>
      <Box component="section" aria-labelledby="i-tuoi-ordini" sx={{ mb: 5 }}>
        <Typography id="i-tuoi-ordini" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          I tuoi ordini
        </Typography>
        <MyOrdersList />
      </Box>
      {!orders.isLoading && (
        <Box component="section" aria-labelledby="azioni-rapide">
          <Typography id="azioni-rapide" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Azioni rapide
          </Typography>
          <QuickActions />
        </Box>
      )}
    </Box>
  );
}
