import type { DecodedIdToken } from 'firebase-admin/auth';

import { auth } from '../shared/firebase';
import type { ResponseControl } from '../shared/requestParts';
import { FIREBASE_COOKIE_MAX_MS, FIREBASE_COOKIE_MIN_MS, sessionPolicyOf, setSessionCookie } from '../shared/session';
import { saveSession, sessionIdOf, type SessionRecord } from './data/sessions';

/**
 * Turns a fresh ID token into the `__session` cookie (login, sign-up, a changed password) and
 * records the session's start and limits (docs/security.md, Sessions): the same HttpOnly cookie for
 * every way in, its lifetime from the role and 'Ricordami'. The Firebase cookie itself lasts the
 * session's absolute length, at most the two weeks Firebase allows (a longer session gets a new
 * cookie in time: api/renewSession.ts). Answers the token's claims and the session's id.
 */
export async function startSession(
  response: ResponseControl,
  idToken: string,
  { rememberMe = false, now = Date.now() }: { rememberMe?: boolean; now?: number } = {},
): Promise<{ claims: DecodedIdToken; sessionId: string }> {
  const claims = await auth.verifyIdToken(idToken);
  const policy = sessionPolicyOf({ isAdmin: claims.admin === true, isDoctor: claims.doctor === true }, rememberMe);
  const sessionId = await issueSessionCookie(
    response,
    idToken,
    { uid: claims.uid, rememberMe, startedAt: now, lastSeenAt: now, ...policy },
    now,
  );
  return { claims, sessionId: sessionId! };
}

/**
 * Makes the Firebase cookie of a session from an ID token, for what is left of the session (at
 * most the two weeks Firebase allows), records it under the cookie's hash and sets it. Answers the
 * record's id, or undefined when less than Firebase's minimum is left (the cookie is not replaced).
 */
export async function issueSessionCookie(
  response: ResponseControl,
  idToken: string,
  record: Omit<SessionRecord, 'cookieExpiresAt'>,
  now: number,
): Promise<string | undefined> {
  const expiresIn = Math.min(record.startedAt + record.absoluteMs - now, FIREBASE_COOKIE_MAX_MS);
  if (expiresIn < FIREBASE_COOKIE_MIN_MS) return undefined;
  const cookie = await auth.createSessionCookie(idToken, { expiresIn });
  const sessionId = sessionIdOf(cookie);
  await saveSession(sessionId, { ...record, cookieExpiresAt: now + expiresIn });
  setSessionCookie(response, cookie, expiresIn);
  return sessionId;
}
