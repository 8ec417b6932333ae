import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

import { needsConnectionPlaces } from '../lib/offline';

export const NEEDS_CONNECTION_TITLE = 'Questa pagina ha bisogno della connessione';

/**
 * Offline, a read with no copy on this device (docs/offline.md): says so plainly, with 'Riprova' and
 * a way home, never an empty list. A page's error branch shows it in place (`inPage`, through
 * LoadError), and the frame's notice then stays quiet; the frame shows it for the pages without one.
 */
export function NeedsConnection({ onRetry, inPage = false }: { onRetry: () => void; inPage?: boolean }) {
  useEffect(() => (inPage ? needsConnectionPlaces.claim() : undefined), [inPage]);
  return (
    <Alert
      severity="warning"
      sx={{ my: inPage ? 2 : 0 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onRetry}>
            Riprova
          </Button>
          <Button color="inherit" size="small" component={RouterLink} to="/">
            Home
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{NEEDS_CONNECTION_TITLE}</AlertTitle>
      Sei offline e i suoi dati non sono ancora salvati su questo dispositivo. Riprova quando sei connesso; intanto le pagine già aperte
      (home, diario, piano, messaggi) si leggono anche offline.
    </Alert>
  );
}
