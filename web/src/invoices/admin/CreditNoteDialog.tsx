import { creditNoteBody } from '@app/schemas/invoices/fiscal';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface Props {
  invoiceNumber: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** 'Storna fattura': the reason of the credit note that cancels the invoice. */
export function CreditNoteDialog({ invoiceNumber, pending, onConfirm, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = creditNoteBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    onConfirm(parsed.data.reason);
  };
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="storno-titolo" fullWidth maxWidth="sm">
      <DialogTitle id="storno-titolo">{`Storna la fattura ${invoiceNumber}`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          La fattura non viene modificata: si emette una nota di credito con un proprio numero e l&apos;ordine diventa annullato.
        </Typography>
        <TextField
          label="Motivo dello storno"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          multiline
          minRows={2}
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          Annulla
        </Button>
        <Button variant="contained" color="error" disabled={pending} onClick={submit}>
          Emetti nota di credito
        </Button>
      </DialogActions>
    </Dialog>
  );
}
