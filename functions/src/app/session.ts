import type { CookieOptions, Request } from 'express';

import { auth, isEmulator } from './firebase';

/** Hosting forwards only this cookie to functions. */
export const SESSION_COOKIE = '__session';
/** How long a session lasts: 14 days for members, 12 hours for admins (who can see everyone's data). */
export const SESSION_LIFETIME = { memberDays: 14, adminHours: 12 } as const;

export const sessionLifetimeMs = (isAdmin: boolean) =>
  isAdmin ? SESSION_LIFETIME.adminHours * 60 * 60 * 1000 : SESSION_LIFETIME.memberDays * 24 * 60 * 60 * 1000;

export interface SessionUser {
  uid: string;
  isAdmin: boolean;
  /** Seconds since the epoch when the user signed in (the cookie's auth_time). */
  authTime: number;
  /** The cookie's claim that the address was confirmed when the session began (it may have been since: see auth/addressConfirmation.ts). */
  emailVerified?: boolean;
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

/** The verified caller, or undefined for a missing, expired or revoked session. */
export async function sessionUserOf(req: Request): Promise<SessionUser | undefined> {
  const cookie = readCookie(req, SESSION_COOKIE);
  if (!cookie) return undefined;
  try {
    const claims = await auth.verifySessionCookie(cookie, true);
    return { uid: claims.uid, isAdmin: claims.admin === true, authTime: claims.auth_time, emailVerified: claims.email_verified === true };
  } catch {
    return undefined;
  }
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

/** Sets or clears the `admin` custom claim, keeping the user's other claims. */
export async function setAdminClaim(uid: string, isAdmin: boolean): Promise<void> {
  const { customClaims = {} } = await auth.getUser(uid);
  const { admin: _previous, ...others } = customClaims;
  await auth.setCustomUserClaims(uid, isAdmin ? { ...others, admin: true } : others);
}

/** Disables or enables the Auth user: a disabled user can neither sign in nor use a session. */
export async function setSignInDisabled(uid: string, disabled: boolean): Promise<void> {
  await auth.updateUser(uid, { disabled });
}
