import type { DecodedIdToken } from 'firebase-admin/auth';

import { auth } from '../app/firebase';
import type { ResponseControl } from '../app/requestParts';
import { sessionLifetimeMs, setSessionCookie } from '../app/session';

/**
 * Turns a fresh ID token into the `__session` cookie (login, sign-up, a changed password): the
 * same HttpOnly cookie and lifetime for every way in. Returns the token's verified claims.
 */
export async function startSession(response: ResponseControl, idToken: string): Promise<DecodedIdToken> {
  const claims = await auth.verifyIdToken(idToken);
  const expiresIn = sessionLifetimeMs(claims.admin === true);
  setSessionCookie(response, await auth.createSessionCookie(idToken, { expiresIn }), expiresIn);
  return claims;
}
