import type { CookieOptions, Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';

import { findSession, sessionIdOf, type SessionRecord, touchSession } from '../data/sessions';
import { nowOf } from './clock';
import { auth, isEmulator } from './firebase';

/** Hosting forwards only this cookie to functions. */
export const SESSION_COOKIE = '__session';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session lasts (docs/security.md, Sessions): an absolute end counted from the sign-in
 * and an idle end counted from the last request. 'Ricordami' lengthens a member's; the staff
 * (admin or doctor, who see other people's data) always get the short one.
 */
export const SESSION_POLICY = {
  member: { absoluteMs: 12 * HOUR, idleMs: 30 * MINUTE },
  remembered: { absoluteMs: 30 * DAY, idleMs: 7 * DAY },
  staff: { absoluteMs: 12 * HOUR, idleMs: 2 * HOUR },
} as const;

export function sessionPolicyOf(roles: { isAdmin: boolean; isDoctor: boolean }, rememberMe: boolean) {
  if (roles.isAdmin || roles.isDoctor) return SESSION_POLICY.staff;
  return rememberMe ? SESSION_POLICY.remembered : SESSION_POLICY.member;
}

/** Firebase session cookies last at most two weeks: a longer session is renewed (auth/renewSession.ts). */
export const FIREBASE_COOKIE_MAX_MS = 14 * DAY;
/** And at least five minutes. */
export const FIREBASE_COOKIE_MIN_MS = 5 * MINUTE;

/** After a renewal the replaced cookie works this much longer, so requests already sent with it pass. */
export const RENEWED_COOKIE_GRACE_MS = MINUTE;

/**
 * Whether the session needs a new cookie now: it outlives its cookie, and the cookie has less left
 * than the idle limit. Any request the idle limit still allows then comes while the cookie works:
 * a request made before this window leaves at least the idle limit before the cookie's end.
 */
export function cookieRenewalDue(record: SessionRecord, cookieEnd: number, now: number): boolean {
  return cookieEnd < record.startedAt + record.absoluteMs && cookieEnd - now < record.idleMs;
}

/** lastSeenAt is written at most this often, so most requests only read the session. */
export const SESSION_TOUCH_PRECISION_MS = MINUTE;

export interface SessionUser {
  uid: string;
  isAdmin: boolean;
  /** The `doctor` claim: reads the patients' health data (docs/security.md, Roles). */
  isDoctor: boolean;
  /** Seconds since the epoch when the user signed in (the cookie's auth_time). */
  authTime: number;
  /** The cookie's claim that the address was confirmed when the session began (it may have been since: see auth/addressConfirmation.ts). */
  emailVerified?: boolean;
  /** Whether the session was opened with 'Ricordami' (a password change keeps it). */
  rememberMe: boolean;
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      // A malformed percent-encoding is no session: the caller is treated as signed out.
      return undefined;
    }
  }
  return undefined;
}

interface CookieJar {
  cookie(name: string, value: string, options: CookieOptions): void;
  clearCookie(name: string, options: CookieOptions): void;
}

const cookieOptions = (): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure: !isEmulator, path: '/' });

export function setSessionCookie(response: CookieJar, value: string, maxAgeMs: number) {
  response.cookie(SESSION_COOKIE, value, { ...cookieOptions(), maxAge: maxAgeMs });
}

export function clearSessionCookie(response: CookieJar) {
  response.clearCookie(SESSION_COOKIE, cookieOptions());
}

/** A session whose cookie is to be renewed: its record and the request's time. */
export interface DueRenewal {
  id: string;
  record: SessionRecord;
  now: number;
}

/**
 * A request's session: none (no cookie), ended (expired, idle, revoked), or its verified user, with
 * `renewal` when its cookie is to be replaced (auth/renewSession.ts renewSessionCookie).
 */
export type SessionState = { kind: 'none' } | { kind: 'ended' } | { kind: 'active'; user: SessionUser; renewal?: DueRenewal };

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
  // The cookie's end by the app's clock, which tests move (Firebase checks its `exp` by the real one).
  const cookieEnd = record.cookieExpiresAt ?? claims.exp * 1000;
  if (now >= record.startedAt + record.absoluteMs || now >= record.lastSeenAt + record.idleMs || now >= cookieEnd) return { kind: 'ended' };
  if (now - record.lastSeenAt >= SESSION_TOUCH_PRECISION_MS) await touchSession(id, record, now);
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
    },
  };
}

/** The verified caller, or undefined for a missing, expired, idle or revoked session. */
export async function sessionUserOf(req: Request): Promise<SessionUser | undefined> {
  const state = await sessionStateOf(req);
  return state.kind === 'active' ? state.user : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ends every session of a user at once: their refresh tokens are revoked, and since every
 * protected call verifies the cookie with `checkRevoked` (sessionUserOf above), the next request
 * of any of their cookies is a 401. Revocation works in whole seconds (a cookie signed in before
 * the revocation second is revoked), so this waits for the next second to begin: a sign-in made
 * just before the change cannot slip through.
 */
export async function revokeSessionsNow(uid: string): Promise<void> {
  await sleep(1000 - (Date.now() % 1000));
  await auth.revokeRefreshTokens(uid);
}

/** The custom claims of the roles: `admin` (content, orders, members, analytics), `doctor` (health data). */
export type RoleClaim = 'admin' | 'doctor';

/** Sets or clears one role's custom claim, keeping the user's other claims. */
export async function setRoleClaim(uid: string, role: RoleClaim, granted: boolean): Promise<void> {
  const { customClaims = {} } = await auth.getUser(uid);
  const { [role]: _previous, ...others } = customClaims;
  await auth.setCustomUserClaims(uid, granted ? { ...others, [role]: true } : others);
}

/** Disables or enables the Auth user: a disabled user can neither sign in nor use a session. */
export async function setSignInDisabled(uid: string, disabled: boolean): Promise<void> {
  await auth.updateUser(uid, { disabled });
}
