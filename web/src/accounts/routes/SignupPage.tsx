import { type SignupBody, signupBody } from '@app/schemas/accounts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate } from 'react-router';

import { useCurrentUser } from '../../shared/api/session';
import { FormTextField } from '../../shared/components/FormTextField';
import { useSubmitPressedBeforeStart } from '../../shared/lib/prerenderedPages';
import { useReturnPath, withReturnPath } from '../../shared/lib/returnPath';
import { failureToast, useToast } from '../../shared/lib/toast';
import { site } from '../../shared/site';
import { useSignup } from '../api/account';
import { AUTH_FIELD, AuthCard } from '../components/AuthCard';
import { NewPasswordField } from '../components/NewPasswordField';
import { PrivacyConsentField } from '../components/PrivacyConsentField';
import { weakPasswordOnField } from '../lib/weakPassword';

/** /registrati: a new member's account; afterwards the message to confirm the address, then the login. */
export default function SignupPage() {
  const { user } = useCurrentUser();
  const toast = useToast();
  const signup = useSignup();
  const returnPath = useReturnPath();
  const formRef = useSubmitPressedBeforeStart();
  const form = useForm<SignupBody>({
    resolver: zodResolver(signupBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  if (user) return <Navigate to="/" replace />;

  if (signup.isSuccess) {
    return (
      <AuthCard title="Quasi fatto" subtitle={signup.data.message}>
        <Typography role="status">
          Abbiamo inviato un&apos;email a <strong>{signup.variables.email}</strong>: apri il link che contiene per confermare
          l&apos;indirizzo, poi accedi con la tua email e la password che hai scelto.
        </Typography>
        <Button component={RouterLink} to={withReturnPath('/login', returnPath)} variant="contained" sx={{ mt: 3 }}>
          Vai all&apos;accesso
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit((body) =>
    signup.mutate(returnPath ? { ...body, returnTo: returnPath } : body, {
      onError: (error) => {
        if (!weakPasswordOnField(form, 'password', error)) toast(failureToast(error, 'Riprova tra poco.', 'Registrazione non riuscita'));
      },
    }),
  );

  return (
    <AuthCard title="Crea un account" subtitle={`Entra nella community di ${site.doctorName}`}>
      <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <FormTextField
            form={form}
            name="firstName"
            idPrefix="registrazione"
            label="Nome"
            autoComplete="given-name"
            required
            {...AUTH_FIELD}
          />
          <FormTextField
            form={form}
            name="lastName"
            idPrefix="registrazione"
            label="Cognome"
            autoComplete="family-name"
            required
            {...AUTH_FIELD}
          />
        </Box>
        <FormTextField
          form={form}
          name="email"
          idPrefix="registrazione"
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...AUTH_FIELD}
        />
        <NewPasswordField form={form} name="password" idPrefix="registrazione" label="Password" {...AUTH_FIELD} />
        <PrivacyConsentField form={form} name="privacyAccepted" />
        <Button type="submit" variant="contained" size="large" disabled={signup.isPending}>
          {signup.isPending ? 'Creazione in corso...' : 'Crea account'}
        </Button>
      </Box>
      <Typography sx={{ mt: 3 }}>
        Hai già un account?{' '}
        <Link component={RouterLink} to={withReturnPath('/login', returnPath)}>
          Accedi
        </Link>
      </Typography>
    </AuthCard>
  );
}
