import { currentUser, loginBody } from '@app/schemas/auth';
import { auth, isEmulator } from '../../app/firebase';
import { HttpError } from '../../app/httpError';
import { SESSION_DAYS, setSessionCookie } from '../../app/session';
import { defineRoute } from '../route';
import { currentUserView } from './currentUserView';

const INVALID_CREDENTIALS = 'Credenziali non valide';

/**
 * Identity Toolkit's REST endpoint, on the Auth emulator when one is configured. The emulator takes
 * any key; a real project needs its Web API key, so outside the emulators a missing key is an error
 * rather than a silent fallback.
 */
function identityToolkitUrl(method: string): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator ? `http://${emulator}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  const key = process.env.WEB_API_KEY ?? (isEmulator ? 'emulator-key' : undefined);
  if (!key) throw new Error('WEB_API_KEY non configurata');
  return `${base}/v1/accounts:${method}?key=${encodeURIComponent(key)}`;
}

async function signInWithPassword(email: string, password: string): Promise<string> {
  const response = await fetch(identityToolkitUrl('signInWithPassword'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (response.status === 400) throw new HttpError(401, INVALID_CREDENTIALS);
  if (!response.ok) throw new Error(`signInWithPassword: ${response.status}`);
  const { idToken } = (await response.json()) as { idToken: string };
  return idToken;
}

/** POST /api/simple-login: exchanges e-mail and password for an HttpOnly session cookie. */
export const loginRoute = defineRoute({
  method: 'post',
  path: '/simple-login',
  access: 'visitor',
  summary: 'Accesso con email e password: imposta il cookie di sessione',
  body: loginBody,
  response: currentUser,
  async handler({ body, response }) {
    const idToken = await signInWithPassword(body.username, body.password);
    const expiresIn = SESSION_DAYS * 24 * 60 * 60 * 1000;
    const [sessionCookie, claims] = await Promise.all([auth.createSessionCookie(idToken, { expiresIn }), auth.verifyIdToken(idToken)]);
    setSessionCookie(response, sessionCookie);
    return currentUserView(claims.uid, claims.admin === true);
  },
});
