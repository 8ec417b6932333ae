import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import { formatRomeDateTime } from '../lib/format';
import { needsConnectionPlaces, offlineCopies, OfflineError } from '../lib/offline';
import { NeedsConnection } from './NeedsConnection';

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
 * copy and needs a connection (unless the page's own error branch says it). Back online ('online'),
 * the marker goes and the page's data is read again.
 */
export function OfflineNotice() {
  const client = useQueryClient();
  const copiesFrom = useSyncExternalStore(offlineCopies.subscribe, offlineCopies.from, () => null);
  const missing = useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () => needsConnection(client),
    () => false,
  );
  const saidInPage = useSyncExternalStore(needsConnectionPlaces.subscribe, needsConnectionPlaces.any, () => false);
  const shown = Boolean(copiesFrom) || missing;
  useEffect(() => {
    if (!shown) return;
    const refresh = () => {
      offlineCopies.clear();
      void client.invalidateQueries({ refetchType: 'active' });
    };
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
      {missing && !saidInPage && <NeedsConnection onRetry={() => void client.refetchQueries({ type: 'active' })} />}
    </Stack>
  );
}
