import { REFUND_MESSAGES, type RefundBody, refundBody } from '@app/schemas/services/refunds';
import { euroToCents } from '@app/schemas/shared/money';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';

import { DialogFormActions } from '../../shared/components/DialogFormActions';
import { formatCents } from '../../shared/lib/format';

interface Props {
  /** Cents still refundable: the amount's default and its ceiling. */
  refundable: number;
  pending: boolean;
  onConfirm: (body: RefundBody) => void;
  onClose: () => void;
}

const AMOUNT_MESSAGE = "Indica l'importo in euro, ad esempio 25,50";

/** The amount typed in euro ('25,50' or '25.50') in cents, or null when it is not an amount. */
function centsOf(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value > 0 ? euroToCents(value) : null;
}

/** 'Rimborsa': how much (prefilled with all that is left) and why; the reason goes on the credit note, not to Stripe. */
export function RefundDialog({ refundable, pending, onConfirm, onClose }: Props) {
  const [amount, setAmount] = useState((refundable / 100).toFixed(2).replace('.', ','));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const submit = () => {
    const cents = centsOf(amount);
    if (cents === null) return setErrors({ amount: AMOUNT_MESSAGE });
    if (cents > refundable) return setErrors({ amount: REFUND_MESSAGES.tooMuch(refundable) });
    const parsed = refundBody.safeParse({ amountCents: cents, reason });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return setErrors(issue.path[0] === 'reason' ? { reason: issue.message } : { amount: issue.message });
    }
    onConfirm(parsed.data);
  };
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="rimborso-titolo" fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="rimborso-titolo">Rimborsa il pagamento online</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {`Il rimborso va sulla carta della paziente tramite Stripe. Si può rimborsare fino a ${formatCents(refundable)}; a rimborso riuscito si emette la nota di credito.`}
          </Typography>
          <TextField
            label="Importo da rimborsare"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount !== undefined}
            helperText={errors.amount ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
          />
          <TextField
            label="Motivo del rimborso"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason !== undefined}
            helperText={errors.reason ?? 'Compare sulla nota di credito; non viene inviato a Stripe.'}
            multiline
            minRows={2}
            autoFocus
          />
        </DialogContent>
        <DialogFormActions pending={pending} submitLabel="Rimborsa" pendingLabel="Rimborso in corso..." onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
