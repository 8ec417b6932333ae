import type { OrderView } from '@app/schemas/services/orders';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';

import { invoicePdfUrl } from '../../services/api/orders';
import { failureToast, useToast } from '../../shared/lib/toast';
import {
  creditNoteFatturaPaXmlUrl,
  creditNotePdfUrl,
  fatturaPaXmlUrl,
  sistemaTsXmlUrl,
  useCreditNote,
  useSetPaymentMethod,
} from '../api/fiscal';
import { CreditNoteDialog } from './CreditNoteDialog';
import { PaymentMethodDialog } from './PaymentMethodDialog';

const download = (href: string, label: string) => (
  <Button size="small" variant="outlined" component="a" href={href} download>
    {label}
  </Button>
);

/**
 * The files of an invoiced order and its fiscal actions: the payment method while missing, 'Storna
 * fattura' (flagged as due when the order's visit was called off after payment).
 */
export function OrderInvoiceActions({ order }: { order: OrderView & { invoiceNumber: string } }) {
  const [dialog, setDialog] = useState<'payment' | 'creditNote' | null>(null);
  const setPayment = useSetPaymentMethod();
  const creditNote = useCreditNote();
  const toast = useToast();
  const failure = (error: unknown) => toast(failureToast(error, "Impossibile aggiornare l'ordine."));
  const health = order.invoiceHealthService === true;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {order.paymentMethod === null && !order.creditNoteNumber && (
        <>
          {/* The pending order's colours: orange text on light orange keeps AA contrast, MUI's warning chip does not. */}
          <Chip size="small" label="Pagamento non indicato" sx={{ color: '#7a4100', bgcolor: '#fff3e0', fontWeight: 600 }} />
          <Button size="small" onClick={() => setDialog('payment')}>
            Indica pagamento
          </Button>
        </>
      )}
      {order.visitCalledOffAt && !order.creditNoteNumber && (
        <Chip
          size="small"
          label="Visita annullata: nota di credito da emettere"
          sx={{ color: '#7a4100', bgcolor: '#fff3e0', fontWeight: 600, maxWidth: '100%' }}
        />
      )}
      {download(invoicePdfUrl(order.id), health ? 'Fattura PDF' : 'Fattura PDF (copia di cortesia)')}
      {health
        ? download(sistemaTsXmlUrl(order.id), 'Documento Sistema TS (XML)')
        : download(fatturaPaXmlUrl(order.id), 'Fattura elettronica SdI (XML)')}
      {order.creditNoteNumber ? (
        <>
          {download(creditNotePdfUrl(order.id), `Nota di credito ${order.creditNoteNumber} (PDF)`)}
          {!health && download(creditNoteFatturaPaXmlUrl(order.id), 'Nota di credito SdI (XML)')}
        </>
      ) : (
        <Button size="small" color="error" onClick={() => setDialog('creditNote')}>
          Storna fattura
        </Button>
      )}
      {dialog === 'payment' && (
        <PaymentMethodDialog
          title={`Pagamento della fattura ${order.invoiceNumber}`}
          confirmLabel="Salva"
          pending={setPayment.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(paymentMethod) =>
            setPayment.mutate(
              { id: order.id, paymentMethod },
              {
                onSuccess: () => (
                  setDialog(null),
                  toast({ title: 'Pagamento registrato', description: 'Il metodo di pagamento è stato salvato.' })
                ),
                onError: failure,
              },
            )
          }
        />
      )}
      {dialog === 'creditNote' && (
        <CreditNoteDialog
          invoiceNumber={order.invoiceNumber}
          pending={creditNote.isPending}
          onClose={() => setDialog(null)}
          onConfirm={(reason) =>
            creditNote.mutate(
              { id: order.id, reason },
              {
                onSuccess: (updated) => (
                  setDialog(null),
                  toast({ title: 'Fattura stornata', description: `Emessa la nota di credito ${updated.creditNoteNumber}.` })
                ),
                onError: failure,
              },
            )
          }
        />
      )}
    </Box>
  );
}
