import { currentUser, loginBody } from '@app/schemas/auth';

import { auth } from '../../app/firebase';
import { HttpError } from '../../app/httpError';
import { WEB_API_KEY } from '../../app/params';
import { addressKey, countAgainst, emailKey, type LimitedKey, refuseWhenLimitReached } from '../../app/rateLimit';
import { RATE_LIMITS } from '../../app/rateLimits';
import { sessionLifetimeMs, setSessionCookie } from '../../app/session';
import { defineRoute } from '../route';
import { currentUserView } from './currentUserView';

const INVALID_CREDENTIALS = 'Credenziali non valide';

/** Identity Toolkit's REST endpoint, on the Auth emulator when one is configured. */
function identityToolkitUrl(method: string): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator ? `http://${emulator}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:${method}?key=${encodeURIComponent(WEB_API_KEY.value())}`;
}

/** The ID token for the credentials, or undefined when Identity Toolkit refuses them. */
async function signInWithPassword(email: string, password: string): Promise<string | undefined> {
  const response = await fetch(identityToolkitUrl('signInWithPassword'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (response.status === 400) {
    const { error } = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    // Identity Toolkit's own brake on an account: the same 429 as ours, never 'wrong password'.
    if (error?.message?.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER')) throw new HttpError(429, RATE_LIMITS.loginFailuresPerEmail.message);
    return undefined;
  }
  if (!response.ok) throw new Error(`signInWithPassword: ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * POST /api/simple-login: exchanges e-mail and password for an HttpOnly session cookie. Failed
 * attempts are limited per e-mail and per client address (successful ones count for nothing); the
 * answers never say whether an account exists.
 */
export const loginRoute = defineRoute({
  method: 'post',
  path: '/simple-login',
  access: 'visitor',
  summary: 'Accesso con email e password: imposta il cookie di sessione',
  body: loginBody,
  response: currentUser,
  async handler({ body, request, response }) {
    const failureLimits: LimitedKey[] = [
      { limit: RATE_LIMITS.loginFailuresPerEmail, key: emailKey(body.username) },
      { limit: RATE_LIMITS.loginFailuresPerAddress, key: addressKey(request.ip) },
    ];
    await refuseWhenLimitReached(failureLimits, response);
    const idToken = await signInWithPassword(body.username, body.password);
    if (!idToken) {
      await countAgainst(failureLimits);
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    const claims = await auth.verifyIdToken(idToken);
    const isAdmin = claims.admin === true;
    const expiresIn = sessionLifetimeMs(isAdmin);
    setSessionCookie(response, await auth.createSessionCookie(idToken, { expiresIn }), expiresIn);
    return currentUserView(claims.uid, isAdmin);
  },
});
