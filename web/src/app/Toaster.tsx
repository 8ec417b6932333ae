import './Toaster.css';

import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';

import { toaster } from '../shared/lib/toast';
import { ToastCloseButton } from './ToastCloseButton';

/** notistack's provider (a lazy chunk): at most one toast at a time, 5 s, dismissible. */
export default function Toaster() {
  useEffect(() => toaster.markReady(), []);
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      action={(key) => <ToastCloseButton snackbarKey={key} />}
      style={{ maxWidth: 420 }}
    />
  );
}
