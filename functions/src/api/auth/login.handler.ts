import { authContract } from '@app/schemas/contracts/auth';

import { HttpError } from '../../app/httpError';
import { RATE_LIMITS } from '../../app/rateLimits';
import { passwordIdToken } from '../../auth/identityToolkit';
import { startSession } from '../../auth/startSession';
import { addressKey, countAgainst, emailKey, type LimitedKey, refuseWhenLimitReached } from '../../data/rateLimit';
import { implement } from '../route';
import { currentUserView } from './currentUserView';

const INVALID_CREDENTIALS = 'Credenziali non valide';

/**
 * POST /api/simple-login: exchanges e-mail and password for an HttpOnly session cookie. Failed
 * attempts are limited per e-mail and per client address (successful ones count for nothing); the
 * answers never say whether an account exists.
 */
export const loginRoute = implement(authContract.login, async ({ body, request, response }) => {
  const failureLimits: LimitedKey[] = [
    { limit: RATE_LIMITS.loginFailuresPerEmail, key: emailKey(body.username) },
    { limit: RATE_LIMITS.loginFailuresPerAddress, key: addressKey(request.ip) },
  ];
  await refuseWhenLimitReached(failureLimits, response);
  const idToken = await passwordIdToken(body.username, body.password);
  if (!idToken) {
    await countAgainst(failureLimits);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  const claims = await startSession(response, idToken);
  return currentUserView(claims.uid, claims.admin === true, claims.email_verified === true);
});
