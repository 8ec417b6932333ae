import type { Request, RequestHandler, Response } from 'express';
import { auth, isEmulator } from './firebase';
import { forbidden, unauthorized } from './httpError';

/** Hosting forwards only this cookie to functions. */
export const SESSION_COOKIE = '__session';
export const SESSION_DAYS = 14;

export interface SessionUser {
  uid: string;
  isAdmin: boolean;
  /** Seconds since the epoch when the user signed in (the cookie's auth_time). */
  authTime: number;
}

declare module 'express-serve-static-core' {
  interface Request {
    sessionUser?: SessionUser;
  }
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function setSessionCookie(res: Response, value: string) {
  res.cookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isEmulator,
    path: '/',
    maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000,
  });
}

export function clearSessionCookie(res: Response) {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: !isEmulator, path: '/' });
}

/** The verified caller, or undefined for a missing, expired or revoked session. */
export async function sessionUserOf(req: Request): Promise<SessionUser | undefined> {
  const cookie = readCookie(req, SESSION_COOKIE);
  if (!cookie) return undefined;
  try {
    const claims = await auth.verifySessionCookie(cookie, true);
    return { uid: claims.uid, isAdmin: claims.admin === true, authTime: claims.auth_time };
  } catch {
    return undefined;
  }
}

export const requireUser: RequestHandler = async (req, _res, next) => {
  req.sessionUser = await sessionUserOf(req);
  next(req.sessionUser ? undefined : unauthorized());
};

export const requireAdmin: RequestHandler = async (req, _res, next) => {
  req.sessionUser = await sessionUserOf(req);
  if (!req.sessionUser) return next(unauthorized());
  next(req.sessionUser.isAdmin ? undefined : forbidden());
};

/** The caller of a route behind requireUser or requireAdmin. */
export function callerOf(req: Request): SessionUser {
  if (!req.sessionUser) throw unauthorized();
  return req.sessionUser;
}
