import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';

import { nowOf } from '../app/clock';
import { auth } from '../app/firebase';
import { readCookie, SESSION_COOKIE, SESSION_TOUCH_PRECISION_MS, type SessionUser } from '../app/session';
import { findSession, sessionIdOf, touchSession } from '../data/sessions';

/** A request's session: none (no cookie), ended (expired, idle, revoked), or its verified user. */
export type SessionState = { kind: 'none' } | { kind: 'ended' } | { kind: 'active'; user: SessionUser };

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
  } catch {
    return { kind: 'ended' };
  }
  const id = sessionIdOf(cookie);
  const record = await findSession(id);
  const now = nowOf(req);
  if (!record || record.uid !== claims.uid) return { kind: 'ended' };
  if (now >= record.startedAt + record.absoluteMs || now >= record.lastSeenAt + record.idleMs) return { kind: 'ended' };
  if (now - record.lastSeenAt >= SESSION_TOUCH_PRECISION_MS) await touchSession(id, record, now);
  return {
    kind: 'active',
    user: {
      uid: claims.uid,
      isAdmin: claims.admin === true,
      isDoctor: claims.doctor === true,
      authTime: claims.auth_time,
      emailVerified: claims.email_verified === true,
      rememberMe: record.rememberMe,
    },
  };
}

/** The verified caller, or undefined for a missing, expired, idle or revoked session. */
export async function sessionUserOf(req: Request): Promise<SessionUser | undefined> {
  const state = await sessionStateOf(req);
  return state.kind === 'active' ? state.user : undefined;
}
