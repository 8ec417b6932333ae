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
