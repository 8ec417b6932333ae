import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@app/schemas/invoices/fiscal';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface Props {
  title: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (method: PaymentMethod) => void;
  onClose: () => void;
}

/** How the patient paid: asked by 'Completa' and by 'Indica pagamento' (it decides the patient's tax deduction). */
export function PaymentMethodDialog({ title, confirmLabel, pending, onConfirm, onClose }: Props) {
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="metodo-pagamento-titolo" fullWidth maxWidth="xs">
      <DialogTitle id="metodo-pagamento-titolo">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Come ha pagato il paziente? Solo i pagamenti tracciabili danno diritto alla detrazione delle spese sanitarie.
        </Typography>
        <RadioGroup aria-label="Metodo di pagamento" value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
          {PAYMENT_METHODS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={PAYMENT_METHOD_LABELS[value]} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          Annulla
        </Button>
        <Button variant="contained" disabled={pending || method === ''} onClick={() => method && onConfirm(method)}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
