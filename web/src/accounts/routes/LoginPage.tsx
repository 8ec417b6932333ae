import { type LoginBody, loginBody, type LoginInput, PRIVACY_REQUIRED } from '@app/schemas/accounts/auth';
import { sameSitePath } from '@app/schemas/shared/sitePath';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';

import { ApiError } from '../../shared/api/request';
import { useCurrentUser } from '../../shared/api/session';
import { clearSessionEnded, SESSION_ENDED_PARAM } from '../../shared/api/sessionEnded';
import { FormTextField } from '../../shared/components/FormTextField';
import { startPageAt } from '../../shared/lib/pageStart';
import { useHydrated, useSubmitPressedBeforeStart } from '../../shared/lib/prerenderedPages';
import { withReturnPath } from '../../shared/lib/returnPath';
import { failureToast, useToast } from '../../shared/lib/toast';
import { site } from '../../shared/site';
import { useLogin } from '../api/account';
import { AUTH_FIELD, AuthCard } from '../components/AuthCard';
import { PrivacyConsentField } from '../components/PrivacyConsentField';

const REDIRECT_DELAY_MS = 200;

/** Only same-site paths, so a crafted link cannot send the user elsewhere after signing in. */
const safeRedirect = (value: string | null) => sameSitePath(value, '/community');

export default function LoginPage() {
  const { user } = useCurrentUser();
  const [params] = useSearchParams();
  // The page is prerendered without a query: the address's is read once the app has taken it over.
  const hydrated = useHydrated();
  // Where to go after signing in: ?redirect=… or, from an in-app link, the navigation state.
  const navigationState = useLocation().state as { redirect?: string } | null;
  const requested = hydrated ? (params.get('redirect') ?? navigationState?.redirect ?? null) : null;
  const navigate = useNavigate();
  const toast = useToast();
  const login = useLogin({
    onSuccess: () => {
      // The page she goes to starts its chunk and its first reads with the answer, not after the pause.
      startPageAt(safeRedirect(requested), { withData: true });
      toast({ title: 'Login effettuato!', description: 'Ti diamo il benvenuto nella community!' });
      setRedirectTo(safeRedirect(requested));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403) setPrivacyNeeded(true);
      else toast(failureToast(error, 'Credenziali non valide', 'Errore di login'));
    },
  });
  // Set on a successful sign-in here: the page then leaves after REDIRECT_DELAY_MS.
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  // The account never accepted the privacy notice (made without the sign-up form): the form asks for it.
  const [privacyNeeded, setPrivacyNeeded] = useState(false);
  const formRef = useSubmitPressedBeforeStart();
  const form = useForm<LoginInput, unknown, LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { username: '', password: '', rememberMe: false, privacyAccepted: false },
  });
  // While the form is on screen, the chunk of the page she will go to is fetched when the browser is idle.
  useEffect(() => {
    const start = () => startPageAt(safeRedirect(requested), { withData: false });
    if (!('requestIdleCallback' in window)) return void start();
    const idle = window.requestIdleCallback(start);
    return () => window.cancelIdleCallback(idle);
  }, [requested]);
  // Arrived here because the session ended (shared/api/sessionEnded.ts): say so, once.
  const sessionEnded = hydrated && params.has(SESSION_ENDED_PARAM);
  useEffect(() => clearSessionEnded(), []);

  useEffect(() => {
    if (!redirectTo) return;
    const timer = window.setTimeout(() => navigate(redirectTo, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirectTo, navigate]);

  // Signed in already (in another tab, or a session read that answered late, offline from its copy):
  // on to where she was going, or home.
  if (user && !redirectTo) return <Navigate to={requested ? safeRedirect(requested) : '/'} replace />;

  const onSubmit = form.handleSubmit((body) => login.mutate(body));

  return (
    <AuthCard title="Accedi" subtitle={`Entra nella community di ${site.doctorName}`}>
      {sessionEnded && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          La sessione è scaduta: accedi di nuovo per tornare alla pagina in cui eri.
        </Alert>
      )}
      <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          form={form}
          name="username"
          idPrefix="accesso"
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...AUTH_FIELD}
        />
        <FormTextField
          form={form}
          name="password"
          idPrefix="accesso"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...AUTH_FIELD}
        />
        {privacyNeeded && (
          <Alert severity="info" role="alert">
            {PRIVACY_REQUIRED}
            <PrivacyConsentField form={form} name="privacyAccepted" />
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel control={<Checkbox {...form.register('rememberMe')} />} label="Ricordami" />
          <Link component={RouterLink} to="/password-dimenticata" underline="hover">
            Password dimenticata?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
          {login.isPending ? 'Accesso in corso...' : 'Accedi'}
        </Button>
      </Box>
      {/* The demo accounts exist only on the local emulators: the deploy build leaves them out. */}
      {import.meta.env.MODE !== 'production' && (
        <Alert severity="info" sx={{ mt: 3 }}>
          <strong>Account demo</strong>
          <br />
          Utente: utente@demo.test / utente123
          <br />
          Admin: admin@demo.test / admin123
        </Alert>
      )}
      <Typography sx={{ mt: 3 }}>
        Non hai un account?{' '}
        <Link component={RouterLink} to={withReturnPath('/registrati', requested && sameSitePath(requested, ''))}>
          Crea un account
        </Link>
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to="/calendar">
          Vedi il calendario pubblico
        </Link>
        <Link component={RouterLink} to="/">
          Torna al sito
        </Link>
      </Box>
    </AuthCard>
  );
}
