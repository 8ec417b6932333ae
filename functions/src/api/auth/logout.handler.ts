import type { RequestHandler } from 'express';
import { auth } from '../../app/firebase';
import { clearSessionCookie, sessionUserOf } from '../../app/session';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET /api/logout: revokes the user's sessions, clears the cookie and goes back to the landing page.
 * Revocation works in whole seconds (a cookie is revoked when it was issued before the revocation
 * second), so a logout within the second of the login waits for the next second to begin.
 */
export const logout: RequestHandler = async (req, res) => {
  const user = await sessionUserOf(req);
  if (user) {
    const waitMs = (user.authTime + 1) * 1000 - Date.now();
    if (waitMs > 0) await sleep(waitMs);
    await auth.revokeRefreshTokens(user.uid);
  }
  clearSessionCookie(res);
  res.redirect(302, '/');
};
