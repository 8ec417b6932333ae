import { type PasswordResetBody, passwordResetBody } from '@app/schemas/accounts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

import { apiErrorMessage } from '../../shared/api/client';
import { FormTextField } from '../../shared/components/FormTextField';
import { useRequestPasswordReset } from '../api/account';
import { AuthCard } from '../components/AuthCard';

/** /password-dimenticata: asks for the set-password e-mail; the answer never says whether the address has an account. */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetBody>({ resolver: zodResolver(passwordResetBody), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit((body) => request.mutate(body));

  return (
    <AuthCard title="Password dimenticata?" subtitle="Scrivi l'email del tuo account: ti invieremo un link per sceglierne una nuova.">
      {request.isSuccess ? (
        <Alert severity="success" role="status">
          {request.data.message}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          <FormTextField form={form} name="email" idPrefix="recupero" label="Email" type="email" autoComplete="email" required />
          {request.isError && <Alert severity="error">{apiErrorMessage(request.error, 'Invio non riuscito. Riprova tra poco.')}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
            {request.isPending ? 'Invio in corso...' : 'Invia il link'}
          </Button>
        </Box>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          Torna all&apos;accesso
        </Link>
      </Typography>
    </AuthCard>
  );
}
