import { ACTION_MODES, type ActionMode } from '@app/schemas/accounts/account';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { apiErrorMessage } from '../../shared/api/client';
import { useCurrentUser } from '../../shared/api/session';
import { useReturnPath, withReturnPath } from '../../shared/lib/returnPath';
import { useActionCode } from '../api/account';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordForm } from '../components/NewPasswordForm';

const isActionMode = (value: string | null): value is ActionMode => ACTION_MODES.includes(value as ActionMode);
const INVALID_LINK = 'Il link non è valido, è scaduto o è già stato usato. Richiedine uno nuovo.';

/** Where to go next: where she was when she signed up (the link's `redirect`) or home when signed in, the login page otherwise. */
function NextStep() {
  const { user } = useCurrentUser();
  const returnPath = useReturnPath();
  return (
    <Typography sx={{ mt: 3 }}>
      {user ? (
        <Link component={RouterLink} to={returnPath ?? '/'}>
          Vai alla tua area
        </Link>
      ) : (
        <Link component={RouterLink} to={withReturnPath('/login', returnPath)}>
          Vai all&apos;accesso
        </Link>
      )}
    </Typography>
  );
}

/** 'verifyEmail': the code is used as soon as the page opens (once: a code works one time only). */
function ConfirmAddress({ oobCode }: { oobCode: string }) {
  const action = useActionCode();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    action.mutate({ mode: 'verifyEmail', oobCode });
  }, [action, oobCode]);

  if (action.isSuccess) return <Alert severity="success">{action.data.message}</Alert>;
  if (action.isError) return <Alert severity="error">{apiErrorMessage(action.error, INVALID_LINK)}</Alert>;
  return (
    <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <CircularProgress size={20} aria-hidden /> Conferma in corso...
    </Typography>
  );
}

/**
 * /account/azione?mode=…&oobCode=…: the page the e-mails' links open (address confirmation,
 * password reset, invitation). It uses the code through /api; the browser loads no Firebase SDK.
 */
export default function ActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode') ?? '';
  const valid = isActionMode(mode) && oobCode !== '';
  const title = mode === 'verifyEmail' ? 'Conferma email' : 'Scegli la password';

  return (
    <AuthCard title={valid ? title : 'Link non valido'}>
      {!valid && <Alert severity="error">{INVALID_LINK}</Alert>}
      {valid && mode === 'verifyEmail' && <ConfirmAddress oobCode={oobCode} />}
      {valid && mode === 'resetPassword' && <NewPasswordForm oobCode={oobCode} />}
      <NextStep />
    </AuthCard>
  );
}
