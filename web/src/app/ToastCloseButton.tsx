import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { closeSnackbar, type SnackbarKey } from 'notistack';

/** Lets a person dismiss a toast (keyboard and screen readers included). */
export function ToastCloseButton({ snackbarKey }: { snackbarKey: SnackbarKey }) {
  return (
    <IconButton size="small" color="inherit" aria-label="Chiudi" onClick={() => closeSnackbar(snackbarKey)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
