import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';

import { nowOf } from '../../shared/clock';
import { auth } from '../../shared/firebase';
import { readCookie, RENEWED_COOKIE_GRACE_MS, SESSION_COOKIE, SESSION_TOUCH_PRECISION_MS, type SessionUser } from '../../shared/session';
import { findSession, sessionIdOf, type SessionRecord, touchSession } from '../data/sessions';

/**
 * Whether the session needs a new cookie now: it outlives its cookie, and the cookie has less left
 * than the idle limit. Any request the idle limit still allows then comes while the cookie works:
 * a request made before this window leaves at least the idle limit before the cookie's end.
 */
export function cookieRenewalDue(record: SessionRecord, cookieEnd: number, now: number): boolean {
  return cookieEnd < record.startedAt + record.absoluteMs && cookieEnd - now < record.idleMs;
}

/** A session whose cookie is to be renewed: its record and the request's time. */
export interface DueRenewal {
  id: string;
  record: SessionRecord;
  now: number;
}

/**
 * The Admin SDK's answers that end a session: a cookie forged, malformed, expired or revoked, or its
 * account disabled or deleted. Any other failure (the Auth service unreachable or failing) ends
 * nothing: the request fails with a 500 and the member stays signed in for the next one.
 */
const SESSION_ENDING_CODES = new Set([
  'auth/argument-error',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

export const endsSession = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && SESSION_ENDING_CODES.has(String(error.code));

/**
 * A request's session: none (no cookie), ended (expired, idle, revoked), replaced (its cookie
 * revoked by a password change that gave the same browser a new one, within a minute of it), or its
 * verified user, with `renewal` when its cookie is to be replaced (api/renewSession.ts renewSessionCookie).
 */
export type SessionState =
  { kind: 'none' } | { kind: 'ended' } | { kind: 'replaced' } | { kind: 'active'; user: SessionUser; renewal?: DueRenewal };

/**
 * Whether a revoked cookie is one a password change has just replaced on the same browser: a
 * request the page sent with it before the change's answer must not clear the new cookie.
 */
async function replacedJustNow(cookie: string, now: number): Promise<boolean> {
  const replacedAt = (await findSession(sessionIdOf(cookie)))?.replacedAt;
  return replacedAt !== undefined && now < replacedAt + RENEWED_COOKIE_GRACE_MS;
}

/**
 * Reads and checks the request's session: the Firebase cookie (signature, expiry, revocation),
 * then the app's own record of it (data/sessions.ts) for the absolute and idle ends, stamping the
 * last use at most once a minute. Clock: app/clock.ts.
 */
export async function sessionStateOf(req: Request): Promise<SessionState> {
  const cookie = readCookie(req, SESSION_COOKIE);
  if (!cookie) return { kind: 'none' };
  let claims: DecodedIdToken;
  try {
    claims = await auth.verifySessionCookie(cookie, true);
  } catch (error) {
    if (!endsSession(error)) throw error;
    const revoked = (error as { code: string }).code === 'auth/session-cookie-revoked';
    return revoked && (await replacedJustNow(cookie, nowOf(req))) ? { kind: 'replaced' } : { kind: 'ended' };
  }
  const id = sessionIdOf(cookie);
  const record = await findSession(id);
  const now = nowOf(req);
  if (!record || record.uid !== claims.uid) return { kind: 'ended' };
  // The cookie's end by the app's clock, which tests move (Firebase checks its `exp` by the real one).
  const cookieEnd = record.cookieExpiresAt ?? claims.exp * 1000;
  if (now >= record.startedAt + record.absoluteMs || now >= record.lastSeenAt + record.idleMs || now >= cookieEnd) return { kind: 'ended' };
  const touched = now - record.lastSeenAt >= SESSION_TOUCH_PRECISION_MS;
  if (touched) await touchSession(id, record, now);
  return {
    kind: 'active',
    ...(cookieRenewalDue(record, cookieEnd, now) && { renewal: { id, record: { ...record, lastSeenAt: now }, now } }),
    user: {
      uid: claims.uid,
      isAdmin: claims.admin === true,
      isDoctor: claims.doctor === true,
      authTime: claims.auth_time,
      emailVerified: claims.email_verified === true,
      rememberMe: record.rememberMe,
      endsAt: Math.min(record.startedAt + record.absoluteMs, (touched ? now : record.lastSeenAt) + record.idleMs),
      sessionId: id,
    },
  };
}

/** The verified caller, or undefined for a missing, expired, idle or revoked session. */
export async function sessionUserOf(req: Request): Promise<SessionUser | undefined> {
  const state = await sessionStateOf(req);
  return state.kind === 'active' ? state.user : undefined;
}
