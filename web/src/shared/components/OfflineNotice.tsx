import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';

import { formatRomeDateTime } from '../lib/format';
import { offlineCopies, OfflineError } from '../lib/offline';

// Read on every event of the query cache (dozens while a page loads): the error first, which is a
// field, and only then whether a screen uses the query (findAll's filters cost 30 ms on a load).
const needsConnection = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof OfflineError && query.isActive());

/**
 * Offline, in the members' frame (docs/offline.md): 'offline: dati del …' over data that comes
 * from the account's last copies, and a plain note with a way on when the page on screen has no
 * copy and needs a connection. Back online, the page's data is read again.
 */
export function OfflineNotice() {
  const client = useQueryClient();
  const copiesFrom = useSyncExternalStore(offlineCopies.subscribe, offlineCopies.from, () => null);
  const missing = useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () => needsConnection(client),
    () => false,
  );
  const shown = Boolean(copiesFrom) || missing;
  useEffect(() => {
    if (!shown) return;
    const refresh = () => void client.invalidateQueries({ refetchType: 'active' });
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [client, shown]);

  return (
    <Stack spacing={1} sx={{ mb: shown ? 2 : 0 }}>
      {copiesFrom && (
        <Alert severity="info" role="status" data-testid="offline-copies">
          offline: dati del {formatRomeDateTime(copiesFrom)}
        </Alert>
      )}
      {missing && (
        <Alert
          severity="warning"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => void client.refetchQueries({ type: 'active' })}>
                Riprova
              </Button>
              <Button color="inherit" size="small" component={RouterLink} to="/">
                Home
              </Button>
            </Stack>
          }
        >
          <AlertTitle>Questa pagina ha bisogno della connessione</AlertTitle>
          Sei offline e i suoi dati non sono ancora salvati su questo dispositivo. Riprova quando sei connesso; intanto le pagine già aperte
          (home, diario, piano, messaggi) si leggono anche offline.
        </Alert>
      )}
    </Stack>
  );
}
