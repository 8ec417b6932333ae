import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** A list that could not be loaded: what failed and what to do, in Italian. */
export function LoadError({ title, message = 'Controlla la connessione e ricarica la pagina.' }: { title: string; message?: string }) {
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
