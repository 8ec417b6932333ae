import type { DecodedIdToken } from 'firebase-admin/auth';

import { auth } from '../app/firebase';
import type { ResponseControl } from '../app/requestParts';
import { FIREBASE_COOKIE_MAX_MS, sessionPolicyOf, setSessionCookie } from '../app/session';
import { saveSession, sessionIdOf } from '../data/sessions';

/**
 * Turns a fresh ID token into the `__session` cookie (login, sign-up, a changed password) and
 * records the session's start and limits (docs/security.md, Sessions): the same HttpOnly cookie for
 * every way in, its lifetime from the role and 'Ricordami'. The Firebase cookie itself lasts the
 * session's absolute length, at most the two weeks Firebase allows. Answers the token's claims and
 * the session's id.
 */
export async function startSession(
  response: ResponseControl,
  idToken: string,
  { rememberMe = false, now = Date.now() }: { rememberMe?: boolean; now?: number } = {},
): Promise<{ claims: DecodedIdToken; sessionId: string }> {
  const claims = await auth.verifyIdToken(idToken);
  const policy = sessionPolicyOf({ isAdmin: claims.admin === true, isDoctor: claims.doctor === true }, rememberMe);
  const expiresIn = Math.min(policy.absoluteMs, FIREBASE_COOKIE_MAX_MS);
  const cookie = await auth.createSessionCookie(idToken, { expiresIn });
  const sessionId = sessionIdOf(cookie);
  await saveSession(sessionId, { uid: claims.uid, rememberMe, startedAt: now, lastSeenAt: now, ...policy });
  setSessionCookie(response, cookie, expiresIn);
  return { claims, sessionId };
}
