import './Toaster.css';

import { SnackbarProvider } from 'notistack';
import { useEffect, useSyncExternalStore } from 'react';

import { TOAST_MS, toaster } from '../shared/lib/toast';
import { ToastCloseButton } from './ToastCloseButton';

/** A phone's width (MUI's `sm` breakpoint), where dialogs and bottom sheets keep their buttons at the bottom. */
export const PHONE_QUERY = '(max-width: 599.95px)';
const phone = {
  subscribe(listener: () => void) {
    const query = window.matchMedia?.(PHONE_QUERY);
    query?.addEventListener('change', listener);
    return () => query?.removeEventListener('change', listener);
  },
  matches: () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
};

/**
 * notistack's provider (a lazy chunk): at most one toast at a time, dismissible, always timing out
 * (TOAST_MS; none persists). On a phone toasts sit at the top: at the bottom they would cover the
 * action buttons of a dialog or a bottom sheet, whose layer they are drawn above.
 */
export default function Toaster() {
  useEffect(() => toaster.markReady(), []);
  const onPhone = useSyncExternalStore(phone.subscribe, phone.matches);
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_MS}
      anchorOrigin={onPhone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }}
      classes={{ containerAnchorOriginTopCenter: 'toasts-top', containerAnchorOriginBottomRight: 'toasts-bottom' }}
      action={(key) => <ToastCloseButton snackbarKey={key} />}
      style={{ maxWidth: 420 }}
    />
  );
}
