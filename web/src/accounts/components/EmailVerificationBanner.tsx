import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import { useCurrentUser } from '../../shared/api/session';
import { failureToast, useToast } from '../../shared/lib/toast';
import { useResendVerification } from '../api/account';

/** Until the member confirms the e-mail address: what it is for, and the confirmation e-mail again. */
export function EmailVerificationBanner() {
  const { user } = useCurrentUser();
  const resend = useResendVerification();
  const toast = useToast();
  if (!user || user.emailVerified) return null;
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: 'Email inviata', description: message }),
      onError: (error) => toast(failureToast(error, 'Invio non riuscito')),
    });
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      data-testid="email-verification-banner"
      action={
        <Button color="inherit" size="small" onClick={send} disabled={resend.isPending}>
          {resend.isPending ? 'Invio...' : 'Invia di nuovo'}
        </Button>
      }
    >
      Conferma il tuo indirizzo email ({user.email}): apri il link che ti abbiamo inviato. Serve per prenotare i servizi.
    </Alert>
  );
}
