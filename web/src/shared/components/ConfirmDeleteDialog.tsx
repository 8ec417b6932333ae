import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface Props {
  title: string;
  message: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The labels, when the action is not a deletion (e.g. cancelling an appointment). */
  confirmLabel?: string;
  pendingLabel?: string;
  closeLabel?: string;
}

/** Asks before deleting: nothing is removed without a second, explicit click (admin area, community). */
export function ConfirmDeleteDialog({
  title,
  message,
  pending,
  onConfirm,
  onClose,
  confirmLabel = 'Elimina',
  pendingLabel = 'Eliminazione...',
  closeLabel = 'Annulla',
}: Props) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {closeLabel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
