import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import { applyUpdate, registerServiceWorker, serviceWorkerUpdate } from '../lib/serviceWorker';

/** The prompt itself: a new version is ready, and it starts only when the member clicks. */
export function UpdateSnackbar({ open, onUpdate }: { open: boolean; onUpdate: () => void }) {
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message="Nuova versione disponibile: aggiorna"
      action={
        <Button color="inherit" size="small" onClick={onUpdate} sx={{ fontWeight: 700 }}>
          Aggiorna
        </Button>
      }
    />
  );
}

/** In the members' frame: registers the service worker and offers its new versions (lib/serviceWorker.ts). */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(serviceWorkerUpdate.subscribe, serviceWorkerUpdate.isWaiting, () => false);
  const queryClient = useQueryClient();
  useEffect(() => {
    // Vite's dev server has no service worker. Once the first version controls the page, what the
    // page has read is read again through it, to be kept for offline; a read still on its way is
    // left to end (cancelled, its answer could still end the session with nobody told).
    if (!import.meta.env.DEV) registerServiceWorker(() => void queryClient.refetchQueries({ type: 'active' }, { cancelRefetch: false }));
  }, [queryClient]);
  return <UpdateSnackbar open={waiting} onUpdate={() => applyUpdate()} />;
}
