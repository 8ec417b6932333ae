import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

import { OfflineError } from '../lib/offline';
import { NeedsConnection } from './NeedsConnection';

interface Props {
  title: string;
  message?: string;
  /** The failed read: 'Riprova' reads it again, and offline without a copy the page says it needs the connection. */
  query?: { error: unknown; refetch: () => unknown };
}

/** A list that could not be loaded: what failed and what to do, in Italian; never an empty list in its place. */
export function LoadError({ title, message, query }: Props) {
  const onRetry = query && (() => void query.refetch());
  if (onRetry && query.error instanceof OfflineError) return <NeedsConnection inPage onRetry={onRetry} />;
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Riprova
          </Button>
        )
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {message ?? (onRetry ? 'Controlla la connessione e riprova.' : 'Controlla la connessione e ricarica la pagina.')}
    </Alert>
  );
}
