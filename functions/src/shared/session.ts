import type { CookieOptions, Request } from 'express';

import { afterSecond } from './afterSecond';
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

/** Firebase session cookies last at most two weeks: a longer session is renewed (api/renewSession.ts). */
export const FIREBASE_COOKIE_MAX_MS = 14 * DAY;
/** And at least five minutes. */
export const FIREBASE_COOKIE_MIN_MS = 5 * MINUTE;

/**
 * After a renewal the replaced cookie works this much longer, so requests already sent with it pass;
 * after a password change (which revokes it) such requests are refused without ending the session.
 */
export const RENEWED_COOKIE_GRACE_MS = MINUTE;

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
  /** When the session ends if no other request comes (ms since the epoch): the sooner of its idle and absolute ends. */
  endsAt?: number;
  /** The app's record of this cookie (accounts/data/sessions.ts). */
  sessionId?: string;
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

/**
 * Ends every session of a user at once: their refresh tokens are revoked, and since every
 * protected call verifies the cookie with `checkRevoked` (api/sessionState.ts), the next request
 * of any of their cookies is a 401. Revocation works in whole seconds, so this waits for the next
 * second to begin: a sign-in made just before the change cannot slip through.
 */
export async function revokeSessionsNow(uid: string): Promise<void> {
  await afterSecond(Math.floor(Date.now() / 1000));
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
