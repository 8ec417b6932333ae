import { authContract } from '@app/schemas/accounts/authContract';

import { afterSecond } from '../../../shared/afterSecond';
import { auth } from '../../../shared/firebase';
import { implement, Redirect } from '../../../shared/route';
import { isCrossSite, originHeadersOf } from '../../../shared/sameOrigin';
import { clearSessionCookie } from '../../../shared/session';

/**
 * GET /api/logout: revokes the user's sessions, clears the cookie and goes back to the landing page.
 * Revocation works in whole seconds (a cookie is revoked when it was issued before the revocation
 * second), so a logout within the second of the login waits for the next second to begin.
 * A link from another site (Sec-Fetch-Site: cross-site) only goes home: it revokes nothing and
 * keeps the cookie, so no other site can sign a member out.
 */
export const logoutRoute = implement(authContract.logout, async ({ caller, request, response }) => {
  if (isCrossSite(originHeadersOf(request.header))) return new Redirect('/');
  if (caller) {
    await afterSecond(caller.authTime);
    await auth.revokeRefreshTokens(caller.uid);
  }
  clearSessionCookie(response);
  return new Redirect('/');
});
