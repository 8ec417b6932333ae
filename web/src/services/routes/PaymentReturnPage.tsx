import type { OrderView } from '@app/schemas/services/orders';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { LoadError } from '../../shared/components/LoadError';
import { PageTitle } from '../../shared/components/PageTitle';
import { formatCents } from '../../shared/lib/format';
import { useMyOrdersUntil } from '../api/orders';

/** How often the page reads the orders again while the payment is verified, and for how long at most. */
export const PAYMENT_CHECK_EVERY_MS = 3000;
export const PAYMENT_CHECK_FOR_MS = 2 * 60 * 1000;

function BackToOrders() {
  return (
    <Button component={RouterLink} to="/my-services" variant="contained">
      Vai a I Miei Servizi
    </Button>
  );
}

function Paid({ payment }: { payment: NonNullable<OrderView['payment']> }) {
  return (
    <>
      <PageTitle>Pagamento ricevuto</PageTitle>
      <Typography sx={{ mb: 3 }}>
        {payment.mode === 'full'
          ? `Grazie! Abbiamo ricevuto ${formatCents(payment.amount)}: il tuo ordine è pagato e trovi la fattura in 'Le Tue Fatture'.`
          : `Grazie! Abbiamo ricevuto la caparra di ${formatCents(payment.amount)}; il resto (${formatCents(payment.remaining)}) si salda in studio.`}
      </Typography>
      <BackToOrders />
    </>
  );
}

/**
 * /my-services/pagamento: where Stripe's page sends the patient back (docs/payments.md). It never
 * marks anything paid: it reads the orders until the webhook's word has made this one paid
 * ('Pagamento in verifica' until then, for two minutes at most), or says the payment was cancelled.
 */
export default function PaymentReturnPage() {
  const [search] = useSearchParams();
  const orderId = search.get('ordine');
  const cancelled = search.get('esito') !== 'ok';
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), PAYMENT_CHECK_FOR_MS);
    return () => clearTimeout(timer);
  }, []);
  const paymentOf = (orders: OrderView[] | undefined) => orders?.find((candidate) => candidate.id === orderId)?.payment ?? null;
  const orders = useMyOrdersUntil((answer) => cancelled || timedOut || paymentOf(answer) !== null, PAYMENT_CHECK_EVERY_MS);
  const paid = paymentOf(orders.data);
  const waiting = !timedOut;

  if (cancelled)
    return (
      <Box>
        <PageTitle>Pagamento annullato</PageTitle>
        <Typography sx={{ mb: 3 }}>Non ti è stato addebitato nulla. Puoi pagare quando vuoi da I Miei Servizi.</Typography>
        <BackToOrders />
      </Box>
    );
  if (orders.isError) return <LoadError title="Impossibile verificare il pagamento" query={orders} />;
  if (paid)
    return (
      <Box>
        <Paid payment={paid} />
      </Box>
    );
  return (
    <Box>
      <PageTitle>Pagamento in verifica</PageTitle>
      {waiting ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Stiamo ricevendo la conferma del pagamento: questa pagina si aggiorna da sola.</Typography>
        </Box>
      ) : (
        <Typography sx={{ mb: 3 }}>
          La conferma sta tardando: la vedrai in I Miei Servizi appena arriva. Non ripetere il pagamento.
        </Typography>
      )}
      <BackToOrders />
    </Box>
  );
}
