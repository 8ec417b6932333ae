import type { RequestHandler } from 'express';
import { loginBody } from '@app/schemas/auth';
import { auth } from '../../app/firebase';
import { HttpError } from '../../app/httpError';
import { SESSION_DAYS, setSessionCookie } from '../../app/session';
import { parseBody } from '../../app/validate';
import { currentUserView } from './currentUserView';

const INVALID_CREDENTIALS = 'Credenziali non valide';

/** Identity Toolkit's REST endpoint, on the Auth emulator when one is configured. */
function identityToolkitUrl(method: string): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator ? `http://${emulator}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  const key = process.env.WEB_API_KEY ?? 'emulator-key';
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
export const login: RequestHandler = async (req, res) => {
  const { username, password } = parseBody(loginBody, req.body);
  const idToken = await signInWithPassword(username, password);
  const expiresIn = SESSION_DAYS * 24 * 60 * 60 * 1000;
  const [sessionCookie, claims] = await Promise.all([
    auth.createSessionCookie(idToken, { expiresIn }),
    auth.verifyIdToken(idToken),
  ]);
  setSessionCookie(res, sessionCookie);
  res.json(await currentUserView(claims.uid, claims.admin === true));
};
