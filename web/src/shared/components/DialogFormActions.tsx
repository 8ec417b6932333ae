import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface Props {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel: () => void;
}

/** 'Annulla' and the submit button of a form dialog; both wait while the form is being sent. */
export function DialogFormActions({ pending, submitLabel, pendingLabel, onCancel }: Props) {
  return (
    <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
      <Button onClick={onCancel} disabled={pending}>
        Annulla
      </Button>
      <Button type="submit" variant="contained" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
